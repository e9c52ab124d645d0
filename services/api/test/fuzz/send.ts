/** Sends a fuzzed request with app.inject; a change-notice stream is closed once its head is read. */
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { FuzzRequest } from './requests';

export interface Sent {
  status: number;
  body: string;
}

/** A request that has not answered in this time counts as hung. */
const ANSWER_WITHIN_MS = 10_000;

export async function send(app: FastifyInstance, req: FuzzRequest): Promise<Sent> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ANSWER_WITHIN_MS);
  try {
    const res = await app.inject({ ...req, payloadAsStream: true, signal: abort.signal });
    const stream = res.stream() as Readable;
    if (String(res.headers['content-type'] ?? '').includes('text/event-stream')) {
      abort.abort();
      stream.on('error', () => undefined);
      return { status: res.statusCode, body: '' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { status: res.statusCode, body: Buffer.concat(chunks).toString('utf8').slice(0, 500) };
  } catch (err) {
    if (abort.signal.aborted) throw new Error(`no answer within ${ANSWER_WITHIN_MS} ms`);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
