/** /sites/{siteId}/custom-fonts: a site's uploaded fonts — upload and remove (admins), stylesheet and files (anyone). */
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomFontParams, SiteParams, SiteSchema } from '@laurel/domain';
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

const TYPES: Record<string, string> = {
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

const customFonts: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.post(
    '',
    {
      schema: {
        tags: ['fonts'],
        summary: 'Upload a font file (multipart "file": .woff2, .woff, .ttf or .otf, checked by content)',
        params: SiteParams,
        consumes: ['multipart/form-data'],
        response: { 201: SiteSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await uploadCustomFont(authedCtx(app, request), request)),
  );

  app.delete(
    '/:file',
    {
      schema: {
        tags: ['fonts'],
        summary: 'Remove an uploaded font',
        params: CustomFontParams,
        response: { 200: SiteSchema },
      },
    },
    async (request) => deleteCustomFont(authedCtx(app, request), request.params.file),
  );

  app.get(
    '/stylesheet.css',
    { schema: { tags: ['fonts'], summary: "@font-face rules of the site's uploaded fonts", params: SiteParams } },
    async (request, reply) => {
      const site = await app.loadSite(request.params.siteId);
      return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(customFontsCss(site));
    },
  );

  app.get(
    '/:file',
    { schema: { tags: ['fonts'], summary: 'An uploaded font file', params: CustomFontParams } },
    async (request, reply) => {
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
  );
};
export default customFonts;
