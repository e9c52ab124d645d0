/**
 * `GET /robots.txt`, `GET /sitemap.xml` (an index: one sitemap per site) and `GET /sitemaps/{siteId}.xml` (the
 * site's published pages, from its public view: built once per content change, compressed, ETag/304). Their
 * addresses are on the configured public origin (PUBLIC_ORIGIN), never the request's Host.
 */
import fp from 'fastify-plugin';
import { encodeBody, sendEncoded } from './public-view/encoded-body';
import { PUBLIC_READ } from './public-view/cache-control';
import { keptReply } from './public-view/kept-reply';
import { robotsTxt, siteSitemapXml, sitemapIndexXml } from '../../services/public-pages/seo-files-service';
import { publicOriginOf } from '../../services/public-pages/public-origin';

const XML = 'application/xml; charset=utf-8';

export default fp(
  async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      sendEncoded(
        request,
        reply,
        await encodeBody(robotsTxt(publicOriginOf(app, request)), 'text/plain; charset=utf-8'),
        PUBLIC_READ,
      ),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const siteIds = await app.repos.sites.siteIds(null);
      return sendEncoded(
        request,
        reply,
        await encodeBody(sitemapIndexXml(publicOriginOf(app, request), siteIds), XML),
        PUBLIC_READ,
      );
    });

    app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
      const match = /^(.+)\.xml$/.exec(request.params.file);
      const siteId = match?.[1];
      if (!siteId) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const origin = publicOriginOf(app, request);
      const body = await keptReply(app, siteId, `sitemap ${origin}`, async (previous) => {
        const text = await siteSitemapXml(app, origin, siteId);
        return text === null ? null : encodeBody(text, XML, previous);
      });
      if (!body) return reply.code(404).type('text/plain; charset=utf-8').send(`No site ${siteId}`);
      return sendEncoded(request, reply, body, app.publicRead(siteId));
    });
  },
  { name: 'seo-files', dependencies: ['public-view', 'repositories'] },
);
