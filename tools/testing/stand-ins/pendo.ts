/**
 * A stand-in for Pendo's data host on 127.0.0.1 (what a CNAME `dataHost` points at): it answers the agent's
 * guide requests with no guides and records every request, decoding the agent's `jzb` parameter and bodies
 * (JSON, compressed with zlib and base64url-encoded) so a test can read the visitor the agent reported.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync, inflateSync } from 'node:zlib';

export interface PendoRequest {
  method: string;
  path: string;
  /** Decoded payloads of the request (query `jzb` and body), when they decode. */
  payloads: unknown[];
}
export interface StandInPendo {
  url: string;
  requests: PendoRequest[];
  close(): Promise<void>;
}

/** Pendo's `jzb`: JSON, zlib-compressed, in base64 (URL-safe or not). */
export function decodeJzb(value: string): unknown {
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  for (const inflate of [inflateSync, inflateRawSync]) {
    try {
      return JSON.parse(inflate(bytes).toString('utf8'));
    } catch {
      /* try the next */
    }
  }
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

export async function startPendo(): Promise<StandInPendo> {
  const requests: PendoRequest[] = [];
  const server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
      'access-control-expose-headers': 'date',
    };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c as Buffer));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const payloads: unknown[] = [];
      const jzb = url.searchParams.get('jzb');
      if (jzb) payloads.push(decodeJzb(jzb));
      const body = Buffer.concat(chunks).toString('utf8');
      if (body) payloads.push(decodeJzb(body) ?? decodeJzb(new URLSearchParams(body).get('jzb') ?? '') ?? body);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, payloads });
      if (url.pathname.includes('/guide.js/')) {
        return res
          .writeHead(200, { ...cors, 'content-type': 'application/javascript' })
          .end(
            'pendo.guidesPayload({"guides":[],"normalizedUrl":"","lastGuideStepSeen":{},"guideWidget":{},"throttling":{}});',
          );
      }
      if (url.pathname.includes('/guide.json/')) {
        return res
          .writeHead(200, { ...cors, 'content-type': 'application/json' })
          .end('{"guides":[],"normalizedUrl":"","lastGuideStepSeen":{},"guideWidget":{},"throttling":{}}');
      }
      res.writeHead(200, { ...cors, 'content-type': 'image/gif' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
