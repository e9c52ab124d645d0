/**
 * /sites/{siteId}/schedules: publish or unpublish a profile, a folder or a group of them at a set time, a change
 * to Home at a set time; the list; change the time or the action; cancel; preview the site at a time.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import {
  cancelSchedule,
  changeSchedule,
  createHomeSchedule,
  createManySchedule,
  createSchedule,
  listSchedules,
} from '../../../../services/schedules/schedule-service';
import { previewAt } from '../../../../services/schedules/schedule-preview';
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
    ...contractRoute(app, 'POST /sites/:siteId/schedules/many'),
    handler: async (request, reply) =>
      reply.status(201).send(await createManySchedule(authedCtx(app, request), request.body)),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/schedules/home'),
    handler: async (request, reply) =>
      reply.status(201).send(await createHomeSchedule(authedCtx(app, request), request.body)),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/schedules/preview'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return previewAt(authedCtx(app, request), request.query.at);
    },
  });

  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/schedules/:scheduleId'),
    handler: async (request) => changeSchedule(authedCtx(app, request), request.params.scheduleId, request.body),
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
