/** /sites/{siteId}/schedules: publish or unpublish a profile or a folder at a set time; the list; cancel. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ScheduleBodySchema, ScheduleParams, ScheduleSchema, SchedulesReplySchema, SiteParams } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { cancelSchedule, createSchedule, listSchedules } from '../../../../services/schedules/schedule-service';
import autohooks from './autohooks';

const schedules: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Everything scheduled and not done yet, soonest first (items the caller may edit)',
        params: SiteParams,
        response: { 200: SchedulesReplySchema },
      },
    },
    async (request) => ({ schedules: await listSchedules(authedCtx(app, request)) }),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Publish or unpublish a profile or a folder (with its profiles) at a time ahead',
        params: SiteParams,
        body: ScheduleBodySchema,
        response: { 201: ScheduleSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createSchedule(authedCtx(app, request), request.body)),
  );

  app.delete(
    '/:scheduleId',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Cancel a schedule that has not been carried out',
        params: ScheduleParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await cancelSchedule(authedCtx(app, request), request.params.scheduleId);
      return reply.status(204).send(null);
    },
  );
};
export default schedules;
