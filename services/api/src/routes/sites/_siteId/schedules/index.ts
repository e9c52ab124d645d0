/**
 * /sites/{siteId}/schedules: publish or unpublish a profile, a folder or a group of them at a set time, a change
 * to Home at a set time; the list; change the time; cancel; preview the site at a time.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ScheduleBodySchema,
  ScheduleHomeBodySchema,
  ScheduleManyBodySchema,
  ScheduleMoveBodySchema,
  ScheduleParams,
  SchedulePreviewQuery,
  SchedulePreviewReplySchema,
  ScheduleSchema,
  SchedulesReplySchema,
  SiteParams,
} from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import {
  cancelSchedule,
  createHomeSchedule,
  createManySchedule,
  createSchedule,
  listSchedules,
  moveSchedule,
} from '../../../../services/schedules/schedule-service';
import { previewAt } from '../../../../services/schedules/schedule-preview';
import autohooks from './autohooks';

const created = { 201: ScheduleSchema };

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
        response: created,
      },
    },
    async (request, reply) => reply.status(201).send(await createSchedule(authedCtx(app, request), request.body)),
  );

  app.post(
    '/many',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Publish or unpublish profiles or folders chosen together at a time ahead (all or nothing)',
        params: SiteParams,
        body: ScheduleManyBodySchema,
        response: created,
      },
    },
    async (request, reply) => reply.status(201).send(await createManySchedule(authedCtx(app, request), request.body)),
  );

  app.post(
    '/home',
    {
      schema: {
        tags: ['schedules'],
        summary: 'A change to Home (settings and/or buttons) that goes live at a time ahead (site admins)',
        params: SiteParams,
        body: ScheduleHomeBodySchema,
        response: created,
      },
    },
    async (request, reply) => reply.status(201).send(await createHomeSchedule(authedCtx(app, request), request.body)),
  );

  app.get(
    '/preview',
    {
      schema: {
        tags: ['schedules'],
        summary: 'The site as visitors will see it at a time, pending schedules applied (editors; nothing written)',
        params: SiteParams,
        querystring: SchedulePreviewQuery,
        response: { 200: SchedulePreviewReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return previewAt(authedCtx(app, request), request.query.at);
    },
  );

  app.patch(
    '/:scheduleId',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Move a schedule that has not been carried out to another time',
        params: ScheduleParams,
        body: ScheduleMoveBodySchema,
        response: { 200: ScheduleSchema },
      },
    },
    async (request) => moveSchedule(authedCtx(app, request), request.params.scheduleId, request.body.at),
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
