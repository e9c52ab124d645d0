/**
 * Serves the front ends beside the API (docs/api.md, "Served beside the API"): the shell with an SPA
 * fallback for every non-API GET, each remote's build under /remotes/<name>/, /remotes.json listing only
 * the remotes whose build exists, /config.json (the file named by CONFIG_JSON, else `{}`), and the standalone cast player at /cast/{screenId} (its service worker at
 * /cast/sw.js), and the kiosk's service worker at /kiosk-sw.js. Builds are looked up per request, so a missing build gives a 404 rather than a failed start,
 * and a later build is picked up.
 */
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_AT_PARAM } from '@laurel/domain';
import { publicOriginOf } from '../../services/public-pages/public-origin';
import { named } from '../app/plugin-name';

/** Remote name in /remotes.json → folder under apps/. */
export const REMOTES: Record<string, string> = {
  public_site: 'public-site',
  cast: 'cast',
  cms: 'cms',
  settings: 'settings',
};

/** True when `file` names a regular file inside `root` (no escaping it with `..`). */
function isFile(root: string, file: string): boolean {
  const full = resolve(root, file);
  return full.startsWith(root + sep) && existsSync(full) && statSync(full).isFile();
}

/** The shell's index.html, read again only when the build changed it. */
let shellCache: { file: string; mtime: number; html: string } | null = null;
function shellHtml(file: string): string {
  const mtime = statSync(file).mtimeMs;
  if (shellCache?.file !== file || shellCache.mtime !== mtime)
    shellCache = { file, mtime, html: readFileSync(file, 'utf8') };
  return shellCache.html;
}

/**
 * A remote's file named by its content (`135.ae351c80.js`: a new build gives new names) is kept a year; every
 * other file (mf-manifest.json, remoteEntry.js, index.html) is checked again on each use, so a replaced build of one
 * remote reaches the next load.
 */
export const remoteFileCaching = (file: string) =>
  /(^|\/)[^/]+\.[0-9a-f]{8,}\.(js|css|mjs|wasm|woff2?|png|svg|jpg|webp)$/.test(file)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

const notFound = (reply: FastifyReply, message: string) =>
  reply.status(404).send({ statusCode: 404, error: 'Not Found', message });

export default fp(
  async (app, opts: { appsDir: string; remotesJson: string | null; configJson?: string | null }) => {
    const dist = (name: string) => join(opts.appsDir, name, 'dist');
    const shellDist = dist('shell');

    // preCompressed: builds ship .br/.gz beside each asset (tools/precompress-plugin.ts); sent when accepted.
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      wildcard: false,
      index: false,
      serve: false,
      preCompressed: true,
    });
    for (const folder of Object.values(REMOTES)) {
      await app.register(
        named(`remotes/${folder}`, async (scope: FastifyInstance) => {
          scope.get(
            `/remotes/${folder}/*`,
            { schema: { hide: true } },
            (req: FastifyRequest<{ Params: { '*': string } }>, reply) => {
              const file = req.params['*'] || 'index.html';
              if (!isFile(dist(folder), file)) return notFound(reply, `No build of ${folder} has ${file}`);
              reply.header('cache-control', remoteFileCaching(file));
              return reply.sendFile(file, dist(folder), { cacheControl: false });
            },
          );
        }),
      );
    }

    app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      if (opts.remotesJson) return JSON.parse(readFileSync(opts.remotesJson, 'utf8'));
      const out: Record<string, string> = {};
      for (const [key, folder] of Object.entries(REMOTES)) {
        if (existsSync(join(dist(folder), 'mf-manifest.json'))) out[key] = `/remotes/${folder}/mf-manifest.json`;
      }
      return out;
    });

    // The shell's runtime config (monitoring, feature flags), one file per environment; `{}` turns all off.
    app.get('/config.json', { schema: { hide: true } }, async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return opts.configJson ? JSON.parse(readFileSync(opts.configJson, 'utf8')) : {};
    });

    // The standalone player's service worker (apps/cast/src/service-worker): revalidated on every check.
    app.get('/cast/sw.js', { schema: { hide: true } }, (_req, reply) => {
      if (!isFile(dist('cast'), 'sw.js')) return notFound(reply, 'The cast player is not built.');
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8');
      return readFileSync(join(dist('cast'), 'sw.js'), 'utf8'); // a few kB; sendFile would set its own type
    });

    // The kiosk's service worker (apps/shell/src/kiosk-worker), scope /: revalidated on every check.
    app.get('/kiosk-sw.js', { schema: { hide: true } }, (_req, reply) => {
      if (!isFile(shellDist, 'kiosk-sw.js')) return notFound(reply, 'The shell is not built.');
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8');
      return readFileSync(join(shellDist, 'kiosk-sw.js'), 'utf8');
    });

    app.get('/cast/:screenId', { schema: { hide: true } }, (_req, reply) => {
      if (!existsSync(join(dist('cast'), 'standalone.html'))) return notFound(reply, 'The cast player is not built.');
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('standalone.html', dist('cast'));
    });

    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split('?')[0];
      const isApi =
        path.startsWith('/api/') || path === '/api' || path.startsWith('/media/') || path.startsWith('/remotes/');
      if (isApi || (req.method !== 'GET' && req.method !== 'HEAD'))
        return notFound(reply, `Route ${req.method}:${path} not found`);
      const file = path.slice(1);
      if (file && isFile(shellDist, file)) return reply.sendFile(file, shellDist);
      if (!existsSync(join(shellDist, 'index.html')))
        return notFound(reply, 'The shell is not built. Run `npm run build`.');
      const shell = shellHtml(join(shellDist, 'index.html'));
      // Public pages: server-rendered from the site's public view (plugins/app/public-pages.ts).
      if (req.method === 'GET' && app.hasDecorator('servePublicPage')) {
        if (await app.servePublicPage(req, reply, shell)) return reply;
      }
      // A page at a preview time (issue 29) is an editor's: no cache keeps even its shell.
      const previewing = new URLSearchParams(req.url.split('?')[1] ?? '').has(PREVIEW_AT_PARAM);
      reply.header('cache-control', previewing ? 'private, no-store' : 'no-cache');
      if (!app.hasDecorator('pageHtml')) return reply.sendFile('index.html', shellDist);
      // Public pages get their title, description and link-preview tags in the HTML itself (SEO settings).
      const html = await app.pageHtml(path, publicOriginOf(app, req), shell);
      return reply.type('text/html; charset=utf-8').send(html);
    });
  },
  { name: 'static' },
);
