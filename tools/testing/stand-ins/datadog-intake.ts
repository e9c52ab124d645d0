/**
 * A stand-in Datadog intake on 127.0.0.1, reached through the RUM SDK's `proxy` option: the SDK posts each
 * batch to `{proxy}?ddforward={intake path}` — RUM events as newline-delimited JSON, session replay segments
 * as multipart form data — exactly as it would to Datadog's intake.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IntakeRequest {
  /** The intake path the SDK meant (`/api/v2/rum?…`, `/api/v2/replay?…`, `/api/v2/logs?…`). */
  forward: string;
  contentType: string;
  body: Buffer;
}
export interface StandInDatadogIntake {
  /** The `proxy` URL to configure. */
  url: string;
  requests: IntakeRequest[];
  /** Every RUM event received so far (views, actions, resources, long tasks…). */
  rumEvents(): Record<string, any>[];
  /** Session replay uploads received so far. */
  replayUploads(): IntakeRequest[];
  close(): Promise<void>;
}

export async function startDatadogIntake(): Promise<StandInDatadogIntake> {
  const requests: IntakeRequest[] = [];
  const server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
    };
    if (req.method === 'OPTIONS') return res.writeHead(204, { ...cors, 'access-control-allow-headers': '*' }).end();
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c as Buffer));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push({
        forward: url.searchParams.get('ddforward') ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      });
      res.writeHead(202, cors).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/dd`,
    requests,
    rumEvents: () =>
      requests
        .filter((r) => r.forward.startsWith('/api/v2/rum'))
        .flatMap((r) =>
          r.body
            .toString('utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
        ),
    replayUploads: () => requests.filter((r) => r.forward.startsWith('/api/v2/replay')),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
