/** GET /sites/{siteId}/calendar?url=: the events of an iCalendar feed the site links to. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { IdSchema } from '@laurel/domain';
import { calendarEvents } from '../../services/calendar-service';

const EventSchema = Type.Object({
  uid: Type.String(),
  summary: Type.String(),
  start: Type.String(),
  end: Type.Union([Type.String(), Type.Null()]),
  location: Type.String(),
});

const calendar: FastifyPluginAsync = async (app) => {
  app.get(
    '/sites/:siteId/calendar',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Events of a calendar (iCal) the site links to; editors may preview any http(s) calendar',
        params: Type.Object({ siteId: IdSchema }),
        querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) }),
        response: { 200: Type.Object({ events: Type.Array(EventSchema) }) },
      },
    },
    async (request) => {
      const site = await app.loadSite((request.params as { siteId: string }).siteId);
      return { events: await calendarEvents(app, site, request.auth, (request.query as { url: string }).url) };
    },
  );
};
export default calendar;
