/**
 * A `fetch` for the server render: the page's API calls answered by this API in-process (`app.inject`), as an
 * anonymous visitor (no credentials are passed on), so the page gets exactly the public view.
 */
import type { FastifyInstance } from 'fastify';

const NO_BODY = new Set([204, 304]);

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const reply = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
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
