/** GET /sites/{siteId}/calendar?url=: the events of an iCalendar feed the site links to (last good copy when it is down). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarQuerySchema, CalendarReplySchema, SiteParams } from '@laurel/domain';
import { calendarEvents } from '../../../../services/outbound/calendar-service';
import autohooks from './autohooks';

const calendar: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Events of a calendar (iCal) the site links to; editors may preview any http(s) calendar',
        params: SiteParams,
        querystring: CalendarQuerySchema,
        response: { 200: CalendarReplySchema },
      },
    },
    async (request) => calendarEvents(app, await app.loadSite(request.params.siteId), request.auth, request.query.url),
  );
};
export default calendar;
