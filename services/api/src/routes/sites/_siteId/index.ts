/** /sites/{siteId}: the site and its styling (anyone), the site patch (admins) and the change notices (SSE). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx, readCtx } from '../../../services/context';
import { atPreviewTime } from '../../../services/schedules/time-view';
import { patchSite, rejectHomeButtons, siteView } from '../../../services/sites/site-service';
import autohooks from './autohooks';
import events from './events';
import { contractRoute } from '../../../plugins/app/contracts';

const site: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/styling'),
    config: { publicView: true },
    handler: async (request) =>
      siteView(await atPreviewTime(await readCtx(app, request, request.params.siteId), request.query.previewAt)),
  });

  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId'),
    preValidation: async (request) => rejectHomeButtons(request.body),
    handler: async (request) => patchSite(authedCtx(app, request), request.body),
  });

  await app.register(events);
};
export default site;
