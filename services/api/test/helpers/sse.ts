/** A browser-like Server-Sent Events client on a real socket: the status, then frames one at a time. */
import { request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

export interface SseClient {
  res: IncomingMessage;
  /** The next frame (the text before a blank line). */
  next: () => Promise<string>;
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
      resolve({
        res,
        next: () =>
          new Promise((r) => {
            waiting.push(r);
            deliver();
          }),
        pending: () => buffer.split('\n\n').filter(Boolean),
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
