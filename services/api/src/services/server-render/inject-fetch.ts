/**
 * A `fetch` for the server render: the page's API calls answered by this API in-process (`app.inject`), as an
 * anonymous visitor (no credentials are passed on), so the page gets exactly the public view. With `heard`, each
 * reply read is noted by its address (page-sources.ts).
 */
import type { FastifyInstance } from 'fastify';
import { bodyHash, readReply, type PageSources } from './page-sources';

const NO_BODY = new Set([204, 304]);

export function injectFetch(app: FastifyInstance, heard?: PageSources): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const address = `${url.pathname}${url.search}`;
    const reply = await readReply(app, request.method, address);
    // Anything but a read that succeeded cannot be checked again: '' never matches (the page is made again).
    heard?.set(address, request.method === 'GET' && reply.statusCode === 200 ? bodyHash(reply.rawPayload) : '');
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NO_BODY.has(reply.statusCode) ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers,
    });
  };
}
