import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Stand-ins for screen alerts: an SMTP server (the real protocol) and an HTTP receiver for webhooks. */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export async function smtpStandIn(port: number) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((m) => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: m.subject ?? '', text: m.text ?? '' });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export async function webhookReceiver() {
  const posts: Record<string, unknown>[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      posts.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/screens`,
    posts,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
