/** /sites/{siteId}/activity: who changed what and when (site admins), as JSON pages or one CSV file. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { activityCsv, listActivity } from '../../../../services/versions/activity-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const activity: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/activity'),
    handler: async (request) => listActivity(authedCtx(app, request), request.query),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/activity/csv'),
    handler: async (request, reply) => {
      const csv = await activityCsv(authedCtx(app, request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${request.params.siteId}.csv"`)
        .send(csv);
    },
  });
};
export default activity;
