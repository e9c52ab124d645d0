/**
 * A stand-in for LaunchDarkly's client-side endpoints on 127.0.0.1 (what a relay proxy serves): flag
 * evaluation (`/sdk/evalx/{env}/contexts/{context}`), the streaming connection (`/eval/{env}/{context}`,
 * server-sent `put` and `patch` events), goals, and event and diagnostic posts. `setFlag` changes a flag and
 * pushes it to every open stream, as LaunchDarkly does when someone flips it in its dashboard.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInLaunchDarkly {
  url: string;
  envId: string;
  /** Contexts the SDK asked flags for (decoded from the URL). */
  contexts: Record<string, any>[];
  /** Event and diagnostic payloads posted by the SDK. */
  events: { path: string; body: any }[];
  /** Streams currently open. */
  openStreams(): number;
  setFlag(key: string, value: unknown): void;
  close(): Promise<void>;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, REPORT, OPTIONS',
};

function decodeContext(segment: string): Record<string, any> {
  return JSON.parse(Buffer.from(decodeURIComponent(segment), 'base64url').toString('utf8'));
}

async function body(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startLaunchDarkly(
  initial: Record<string, unknown> = {},
  envId = 'stand-in-env',
): Promise<StandInLaunchDarkly> {
  const flags = new Map<string, { value: unknown; version: number }>();
  for (const [k, v] of Object.entries(initial)) flags.set(k, { value: v, version: 1 });
  const streams = new Set<ServerResponse>();
  const flagJson = (key: string) => {
    const f = flags.get(key)!;
    return { value: f.value, variation: f.value === true ? 0 : 1, version: f.version, flagVersion: f.version };
  };
  const allFlags = () => Object.fromEntries([...flags.keys()].map((k) => [k, flagJson(k)]));

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      const url = new URL(req.url ?? '/', 'http://x');
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts[0] === 'sdk' && parts[1] === 'evalx' && parts[2] === envId) {
        if (parts[3] === 'contexts' && parts[4]) ld.contexts.push(decodeContext(parts[4]));
        else if (req.method === 'REPORT') ld.contexts.push(await body(req));
        return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(allFlags()));
      }
      if (parts[0] === 'sdk' && parts[1] === 'goals') {
        return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('[]');
      }
      if (parts[0] === 'eval' && parts[1] === envId) {
        if (parts[2]) ld.contexts.push(decodeContext(parts[2]));
        res.writeHead(200, { ...cors, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(`event: put\ndata: ${JSON.stringify(allFlags())}\n\n`);
        streams.add(res);
        req.on('close', () => streams.delete(res));
        return;
      }
      if (parts[0] === 'events' && req.method === 'POST') {
        ld.events.push({ path: url.pathname, body: await body(req) });
        return res.writeHead(202, cors).end();
      }
      res.writeHead(404, cors).end();
    })().catch((err) => res.writeHead(500, cors).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const ld: StandInLaunchDarkly = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    envId,
    contexts: [],
    events: [],
    openStreams: () => streams.size,
    setFlag(key, value) {
      flags.set(key, { value, version: (flags.get(key)?.version ?? 0) + 1 });
      const data = JSON.stringify({ key, ...flagJson(key) });
      for (const s of streams) s.write(`event: patch\ndata: ${data}\n\n`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of streams) s.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return ld;
}
