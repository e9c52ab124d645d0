/**
 * /fonts: the bundled web fonts, served from our own origin: `GET /fonts/css2?family=Name:wght@400;700…` (the
 * same query shape as the usual css2 font services, so `fontsBaseUrl` may point at either) and the font files.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../plugins/app/http-errors';
import { familyCss, fontFilePath, parseFamilyParam } from '../../services/sites/font-files';
import autohooks from './autohooks';
import { contractRoute } from '../../plugins/app/contracts';

const fonts: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /fonts/css2'),
    handler: async (request, reply) => {
      const { family } = request.query;
      const css = (Array.isArray(family) ? family : [family])
        .map(parseFamilyParam)
        .map((f) => familyCss(f.family, f.weights))
        .join('');
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('access-control-allow-origin', '*')
        .send(css);
    },
  });

  app.route({
    ...contractRoute(app, 'GET /fonts/files/:slug/:file'),
    handler: async (request, reply) => {
      const found = fontFilePath(request.params.slug, request.params.file);
      if (!found) throw notFound(`No font file ${request.params.slug}/${request.params.file}`);
      reply
        .header('cache-control', 'public, max-age=2592000')
        .header('access-control-allow-origin', '*')
        .type(request.params.file.endsWith('.woff2') ? 'font/woff2' : 'font/woff');
      return reply.sendFile(found.file, found.dir);
    },
  });
};
export default fonts;
