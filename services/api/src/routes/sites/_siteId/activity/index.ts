/** /sites/{siteId}/activity: who changed what and when (site admins), as JSON pages or one CSV file. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivityQuerySchema, ActivityReplySchema, SiteParams } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { activityCsv, listActivity } from '../../../../services/versions/activity-service';
import autohooks from './autohooks';

const activity: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '',
    {
      schema: {
        tags: ['activity'],
        summary: 'Activity lines, newest first, filtered by person, folder, kind and date',
        params: SiteParams,
        querystring: ActivityQuerySchema,
        response: { 200: ActivityReplySchema },
      },
    },
    async (request) => listActivity(authedCtx(app, request), request.query),
  );

  app.get(
    '/csv',
    {
      schema: {
        tags: ['activity'],
        summary: 'The filtered activity as CSV (at most 10,000 lines)',
        params: SiteParams,
        querystring: ActivityQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await activityCsv(authedCtx(app, request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${request.params.siteId}.csv"`)
        .send(csv);
    },
  );
};
export default activity;
