/**
 * Public reads from the site's public view (`app.publicViews`). A GET route marked `config: { publicView: true }`
 * (its path has `:siteId`, and an anonymous caller gets the public view) is answered, for callers without a
 * session, from the reply built once per content version of the site: compressed as the client accepts,
 * with the version in a weak ETag (`If-None-Match` → 304) and in `X-Content-Version`, and cache headers that
 * let the edge keep it a second and revalidate it (cache-control.ts). Every request goes through Fastify's
 * routing, hooks and request log (issue 26: no answer before routing). Signed-in callers (whose replies may
 * hold the editing view or admin-only fields) are never served from it or stored in it: `private, no-store`;
 * nor is a read at a preview time (`?previewAt=`, editors only), whoever asks.
 */
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import { PREVIEW_AT_PARAM } from '@laurel/domain';
import { SITE_CONTENT_TTL_MS } from '../repositories/site-content-repository';
import { encodeBody, prepareEncoded, sendEncoded } from './encoded-body';
import { PublicViewCache, type Build } from './public-view-cache';
import { PRIVATE_NO_STORE, PUBLIC_VARY, publicReadBefore, type CacheHeaders } from './cache-control';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous GETs of this route are served from the site's public view. */
    publicView?: boolean;
  }
  interface FastifyInstance {
    publicViews: PublicViewCache;
    /** The cache headers of a public reply of the site now (none may be kept past a scheduled reveal). */
    publicRead(siteId: string): CacheHeaders;
  }
  interface FastifyRequest {
    publicViewBuild: Build | null;
  }
}

type Hooks<T> = T | T[] | undefined;
type Done = HookHandlerDoneFunction;
const list = <T>(hooks: Hooks<T>): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** Parameters that never change an anonymous caller's reply: the editing view is not theirs, the kiosk mark is analytics only. */
const IGNORED = new Set(['cms', 'touchScreen']);

interface QuerySchema {
  properties?: Record<string, unknown>;
  allOf?: QuerySchema[];
  anyOf?: QuerySchema[];
}

/** The query parameters a route's schema names (objects, and the parts of an intersection or union). */
function queryNames(schema: QuerySchema | undefined): string[] {
  if (!schema) return [];
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? [])].flatMap(queryNames);
  const own = Object.keys(schema.properties ?? {});
  return [...new Set([...own, ...parts])].filter((name) => !IGNORED.has(name)).sort();
}

/** Path plus the named query parameters: other parameters (cache-busters, touchScreen) share one reply. */
function keyOf(request: FastifyRequest, names: string[]): string {
  const path = request.url.split('?', 1)[0];
  if (names.length === 0) return path;
  const query = new Map(fieldsOf(request.query));
  return `${path}?${names.map((n) => `${n}=${query.get(n) ?? ''}`).join('&')}`;
}

/** The fields of a request's parsed query or params (any route's: their types are the route's own). */
const fieldsOf = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null ? Object.entries(value) : [];

const siteIdOf = (request: FastifyRequest): string | undefined => {
  const siteId = new Map(fieldsOf(request.params)).get('siteId');
  return typeof siteId === 'string' ? siteId : undefined;
};

/** A read of the site as it will be at a time (`?previewAt=`, issue 29): editors only, never kept or shared. */
const isPreviewRead = (request: FastifyRequest): boolean => new Map(fieldsOf(request.query)).has(PREVIEW_AT_PARAM);

/** Marks the API's own background request that makes a kept reply again (its value is known to this process only). */
const REFRESH_HEADER = 'x-laurel-public-view-refresh';

export default fp(
  async (app) => {
    // The in-process bus does not hear writes that bypass the API: recheck kept replies as often as the
    // site-content cache reloads. Change streams hear every write, from every replica.
    const recheck = app.events.mode === 'local' ? SITE_CONTENT_TTL_MS : null;
    const cache = new PublicViewCache(
      (siteId, onChange) => app.events.subscribe(siteId, (e) => onChange(e.version)),
      async (siteId) => (await app.repos.siteVersions.current(siteId)).version,
      recheck,
    );
    const refreshes = new Map<string, Build>();
    /** Makes a kept reply again in the background, through the route itself (its hooks, handler and schema). */
    const refreshInBackground = (url: string, build: Build): void => {
      const id = randomUUID();
      refreshes.set(id, build);
      app
        .inject({ method: 'GET', url, headers: { [REFRESH_HEADER]: id } })
        .catch((err) => app.log.warn({ err, url }, 'public view refresh failed'))
        .finally(() => {
          if (refreshes.delete(id)) build.done(null);
        });
    };
    app.decorate('publicViews', cache);
    app.decorate('publicRead', (siteId: string) => publicReadBefore(app.reveals.msUntil(siteId)));
    app.decorateRequest('publicViewBuild', null);
    app.addHook('onClose', async () => cache.close());

    app.addHook('onRoute', (route) => {
      if (!route.config?.publicView || route.method !== 'GET') return;
      const names = queryNames(route.schema?.querystring as QuerySchema | undefined);

      /** Answers from the kept reply (no `done`: the request is answered), or lets the route make it. */
      const answer = (request: FastifyRequest, reply: FastifyReply, siteId: string, done: Done): void => {
        const key = keyOf(request, names);
        const found = cache.lookup(siteId, key);
        if ('build' in found) {
          request.publicViewBuild = found.build;
          return done();
        }
        if ('refresh' in found && found.refresh) refreshInBackground(request.url, found.refresh);
        if ('hit' in found) return void sendEncoded(request, reply, found.hit, app.publicRead(siteId));
        // The shared build failed (e.g. 404): answer this request the usual way.
        found.wait.then(
          (body) => (body ? void sendEncoded(request, reply, body, app.publicRead(siteId)) : done()),
          done,
        );
      };

      /** Answers once the site's content version is known (loaded once per site and process). */
      const answerKnown = (request: FastifyRequest, reply: FastifyReply, siteId: string, done: Done): void => {
        const loading = cache.whenKnown(siteId);
        if (!loading) return answer(request, reply, siteId, done);
        loading.then(() => answer(request, reply, siteId, done), done);
      };

      // A callback hook: a kept reply of a loaded site is sent without waiting a single microtask.
      const lookup: onRequestHookHandler = (request, reply, done) => {
        const siteId = siteIdOf(request);
        // A read at a preview time is never a kept reply: the route refuses it, or answers it `private, no-store`.
        if (request.auth || !siteId || isPreviewRead(request)) return done();
        const refreshId = request.headers[REFRESH_HEADER];
        const refresh = typeof refreshId === 'string' ? refreshes.get(refreshId) : undefined;
        if (refresh) {
          refreshes.delete(refreshId as string);
          request.publicViewBuild = refresh;
          return done();
        }
        if (app.repos.siteContent.siteNow(siteId)) return answerKnown(request, reply, siteId, done);
        // Nothing is kept for an address that names no site (the route answers it the usual way).
        app.repos.siteContent
          .site(siteId)
          .then((site) => (site ? answerKnown(request, reply, siteId, done) : done()), done);
      };

      const store: onSendAsyncHookHandler<unknown> = async (request: FastifyRequest, reply: FastifyReply, payload) => {
        if (request.auth || isPreviewRead(request)) {
          reply.header('cache-control', PRIVATE_NO_STORE).header('vary', PUBLIC_VARY);
          return payload;
        }
        const build = request.publicViewBuild;
        if (!build) return payload;
        request.publicViewBuild = null;
        if (reply.statusCode !== 200 || typeof payload !== 'string') {
          build.done(null);
          return payload;
        }
        const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        const body = await encodeBody(payload, type, build.previous);
        build.done(body);
        body.version ??= build.version;
        return prepareEncoded(request, reply, body, app.publicRead(build.siteId));
      };
      // A build whose request failed or was abandoned before onSend ends empty (callers waiting on it go on).
      const release = async (request: FastifyRequest) => {
        request.publicViewBuild?.done(null);
        request.publicViewBuild = null;
      };

      // These run before @fastify/compress's (registered after this plugin), which then leaves the encoded
      // public replies alone (they carry Content-Encoding) and compresses signed-in callers' replies.
      route.onRequest = [...list(route.onRequest), lookup] as typeof route.onRequest;
      route.onSend = [...list(route.onSend), store] as typeof route.onSend;
      route.onError = [...list(route.onError), release] as typeof route.onError;
      route.onResponse = [...list(route.onResponse), release] as typeof route.onResponse;
      route.onRequestAbort = [...list(route.onRequestAbort), release] as typeof route.onRequestAbort;
    });
  },
  { name: 'public-view', dependencies: ['events', 'authenticate', 'repositories', 'security', 'schedule-timer'] },
);
