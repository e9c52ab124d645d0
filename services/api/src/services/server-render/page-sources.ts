/**
 * What a server-rendered page was made from: the replies its render read, by address, with a hash of each body.
 * With the in-process change bus a kept page is made again every couple of seconds (writes that bypass the API:
 * public-view-cache.ts `recheckMs`); making it is a whole server render, 100–400 ms of CPU on a busy machine,
 * which lands just as the visitor's browser asks for the page's stylesheets (bench:lcp: the same page as static
 * HTML waits for no such thing). The recheck reads those replies again instead (kept ones from the public view,
 * which rechecks them in turn) and renders only when one of them changed.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Address (path and query) → the hash of the reply the render read. */
export type PageSources = Map<string, string>;

/** The hash noted for a reply's body. */
export const bodyHash = (body: Buffer): string => createHash('sha1').update(body).digest('base64url');

/** What the render's `fetch` asks of the API (inject-fetch.ts), for an address. */
export const readReply = (app: FastifyInstance, method: string, address: string) =>
  app.inject({ method: method as 'GET', url: address, headers: { accept: 'application/json' } });

/** True when every reply the page was made from is still the same (a page that read none is always made again). */
export async function sourcesUnchanged(app: FastifyInstance, sources: PageSources | undefined): Promise<boolean> {
  if (!sources || sources.size === 0) return false;
  for (const [address, hash] of sources) {
    const reply = await readReply(app, 'GET', address);
    if (reply.statusCode !== 200 || bodyHash(reply.rawPayload) !== hash) return false;
  }
  return true;
}
