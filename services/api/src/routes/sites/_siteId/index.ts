/** /sites/{siteId}: the site and its styling (anyone), the site patch (admins) and the change notices (SSE). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteParams, SitePatchSchema, SiteSchema } from '@laurel/domain';
import { authedCtx, readCtx } from '../../../services/context';
import { patchSite, rejectHomeButtons, siteView } from '../../../services/sites/site-service';
import autohooks from './autohooks';
import events from './events';

const site: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '/styling',
    {
      config: { publicView: true },
      schema: {
        tags: ['sites'],
        summary: 'The site and its styling (404 "No document exists for siteID {id}")',
        params: SiteParams,
        response: { 200: SiteSchema },
      },
    },
    async (request) => siteView(await readCtx(app, request, request.params.siteId)),
  );

  app.patch(
    '',
    {
      preValidation: async (request) => rejectHomeButtons(request.body),
      schema: {
        tags: ['sites'],
        summary: 'Patch the site (media as ids; nested settings merged)',
        params: SiteParams,
        body: SitePatchSchema,
        response: { 200: SiteSchema },
      },
    },
    async (request) => patchSite(authedCtx(app, request), request.body),
  );

  await app.register(events);
};
export default site;
