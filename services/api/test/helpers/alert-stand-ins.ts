/**
 * Local stand-ins for screen alerts: an SMTP server (smtp-server, the SMTP protocol for real) that keeps
 * what it receives (parsed by mailparser), and an HTTP receiver that keeps the webhook posts. Both on 127.0.0.1, ephemeral ports.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export async function startSmtpStandIn(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * An HTTP receiver on `host` (127.0.0.1 by default; 127.0.0.2 is another loopback address the tests keep out
 * of OUTBOUND_ALLOW) that keeps the JSON posted to it, or sends every request on to `redirectTo` (307).
 */
export async function startWebhookReceiver(
  host = '127.0.0.1',
  redirectTo?: string,
): Promise<{ url: string; posts: unknown[]; close(): Promise<void> }> {
  const posts: unknown[] = [];
  const server: Server = createServer((req, res) => {
    if (redirectTo) return void res.writeHead(307, { location: redirectTo }).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/hooks/screens`,
    posts,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** Waits until `check` holds (the alerts are sent asynchronously), up to `ms`. */
export async function eventually(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the stand-in');
    await new Promise((r) => setTimeout(r, 50));
  }
}
