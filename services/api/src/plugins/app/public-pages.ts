/**
 * `app.servePublicPage(request, reply, shellHtml)`: sends a public page's HTML from the site's public view (built
 * once per version of the site's content and per build of the front ends, kept compressed, ETag/304, CDN-friendly
 * Cache-Control) and says true, or says false (and sends nothing) for paths that are not public pages of an
 * existing site. The static plugin's SPA fallback uses it; other pages get the shell's HTML as built.
 * It answers a boolean, not the reply: a FastifyReply is a thenable, so an async function that returns one
 * resolves to what the reply's `then` gives (undefined once sent), and the caller sent the page a second time
 * ("Reply was already sent", once per page load).
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_VERSION_META, PREVIEW_AT_PARAM, parsePublicPath } from '@laurel/domain';
import { encodeBody, sendEncoded, type EncodedBody } from './public-view/encoded-body';
import { keptReply } from './public-view/kept-reply';
import { pageUrl, publicPageHtml } from '../../services/public-pages/public-page-service';
import { RenderModules } from '../../services/server-render/render-module';
import { sourcesUnchanged, type PageSources } from '../../services/server-render/page-sources';
import { publicOriginOf } from '../../services/public-pages/public-origin';

declare module 'fastify' {
  interface FastifyInstance {
    servePublicPage(request: FastifyRequest, reply: FastifyReply, shellHtml: string): Promise<boolean>;
  }
}

const HTML = 'text/html; charset=utf-8';
const VERSION_META = new RegExp(`<meta name="${CONTENT_VERSION_META}" content="[0-9]+" />`);

export default fp(
  async (app) => {
    const renders = new RenderModules(app.config.appsDir);
    /** What each kept page was rendered from (page-sources.ts). */
    const madeFrom = new WeakMap<EncodedBody, PageSources>();

    app.decorate('servePublicPage', async (request: FastifyRequest, reply: FastifyReply, shellHtml: string) => {
      const [path, search = ''] = request.url.split('?', 2);
      const route = parsePublicPath(path);
      if (!route) return false;
      const query = new URLSearchParams(search);
      // The site at a preview time is drawn in the editor's browser from their own reads: no server render.
      if (query.has(PREVIEW_AT_PARAM)) return false;
      // The configured origin (never an unlisted Host): a random Host shares the cache entry of the listed one.
      const origin = publicOriginOf(app, request);
      const build = async (previous: EncodedBody | null, version: number) => {
        // A recheck of a kept page (same version): rendered again only when a reply it was made from changed.
        if (previous && (await sourcesUnchanged(app, madeFrom.get(previous)))) return previous;
        const sources: PageSources = new Map();
        const html = await publicPageHtml(app, renders, { path, query, origin, shellHtml, version }, sources);
        if (html === null) return null;
        // The ETag is of the page without the version it names: an edit elsewhere on the site keeps it a 304.
        const body = await encodeBody(html, HTML, previous, html.replace(VERSION_META, ''));
        madeFrom.set(body, sources);
        return body;
      };
      const key = `page ${origin}${pageUrl(path, query)} ${renders.current()?.stamp ?? `shell ${shellHtml.length}`}`;
      const body = await keptReply(app, route.siteId, key, build);
      if (!body) return false;
      sendEncoded(request, reply, body, app.publicRead(route.siteId));
      return true;
    });
  },
  { name: 'public-pages', dependencies: ['public-view', 'repositories'] },
);
