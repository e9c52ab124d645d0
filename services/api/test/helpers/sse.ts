/**
 * A browser-like Server-Sent Events client on a real socket: the status, then frames one at a time. `next`
 * gives the notices as they read without versions (the `event: version` frames dropped, the `id:` lines and
 * `"version"` fields taken out), for tests about who hears what; `nextRaw` gives every frame as sent.
 */
import { request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

export interface SseClient {
  res: IncomingMessage;
  /** The next frame other than `event: version`, without its `id:` line and `version` field. */
  next: () => Promise<string>;
  /** The next frame exactly as sent (the text before a blank line). */
  nextRaw: () => Promise<string>;
  /** Every frame received so far that has not been taken by `next`. */
  pending: () => string[];
  /** The whole body once the server ends it (a refused request's JSON error). */
  body: () => Promise<string>;
  close: () => void;
}

export function openSse(port: number, path: string, headers: OutgoingHttpHeaders = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let buffer = '';
      let all = '';
      const ended = new Promise<void>((r) => res.on('end', () => r()));
      const waiting: ((s: string) => void)[] = [];
      res.setEncoding('utf8');
      const deliver = () => {
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0 && waiting.length > 0) {
          const frame = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          waiting.shift()!(frame);
        }
      };
      res.on('data', (chunk: string) => {
        buffer += chunk;
        all += chunk;
        deliver();
      });
      const nextRaw = (): Promise<string> =>
        new Promise((r) => {
          waiting.push(r);
          deliver();
        });
      const next = async (): Promise<string> => {
        for (;;) {
          const frame = await nextRaw();
          if (!frame.includes('event: version')) return withoutVersion(frame);
        }
      };
      resolve({
        res,
        next,
        nextRaw,
        pending: () =>
          buffer
            .split('\n\n')
            .filter((f) => f && !f.includes('event: version'))
            .map(withoutVersion),
        body: async () => {
          await ended;
          return all;
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A frame as it reads without the content version (its `id:` line and `"version"` field). */
export const withoutVersion = (frame: string): string =>
  frame.replace(/^id: [0-9]+\n/m, '').replace(/,"version":[0-9]+/g, '');
