/** /sites/{siteId}/custom-fonts: a site's uploaded fonts — upload and remove (admins), stylesheet and files (anyone). */
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../../plugins/app/http-errors';
import { authedCtx } from '../../../../services/context';
import {
  customFontKey,
  customFontsCss,
  deleteCustomFont,
  uploadCustomFont,
} from '../../../../services/sites/custom-font-service';
import { storedFileAnswer } from '../../../../services/media/media-file-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const TYPES: Record<string, string> = {
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

const customFonts: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/custom-fonts'),
    handler: async (request, reply) => reply.status(201).send(await uploadCustomFont(authedCtx(app, request), request)),
  });

  app.route({
    ...contractRoute(app, 'DELETE /sites/:siteId/custom-fonts/:file'),
    handler: async (request) => deleteCustomFont(authedCtx(app, request), request.params.file),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/custom-fonts/stylesheet.css'),
    handler: async (request, reply) => {
      const site = await app.loadSite(request.params.siteId);
      return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(customFontsCss(site));
    },
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/custom-fonts/:file'),
    handler: async (request, reply) => {
      const { siteId, file } = request.params;
      const site = await app.loadSite(siteId);
      const key = site.customFonts?.includes(file) ? customFontKey(siteId, file) : null;
      const store = app.repos.mediaFiles.store;
      const info = key ? await store.stat(key) : null;
      if (!key || !info) throw notFound(`This site has no font file ${file}.`);
      const answer = await storedFileAnswer(
        info,
        (r) => store.read(key, r),
        {
          'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          // A font of the same name may be uploaded again: kept an hour, then checked by its ETag.
          'cache-control': 'public, max-age=3600',
          'access-control-allow-origin': '*',
        },
        request.headers,
      );
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });
};
export default customFonts;
