/** /sites/{siteId}/schedules: publish or unpublish a profile or a folder at a set time; the list; cancel. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { cancelSchedule, createSchedule, listSchedules } from '../../../../services/schedules/schedule-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const schedules: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/schedules'),
    handler: async (request) => ({ schedules: await listSchedules(authedCtx(app, request)) }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/schedules'),
    handler: async (request, reply) =>
      reply.status(201).send(await createSchedule(authedCtx(app, request), request.body)),
  });

  app.route({
    ...contractRoute(app, 'DELETE /sites/:siteId/schedules/:scheduleId'),
    handler: async (request, reply) => {
      await cancelSchedule(authedCtx(app, request), request.params.scheduleId);
      return reply.status(204).send(null);
    },
  });
};
export default schedules;
