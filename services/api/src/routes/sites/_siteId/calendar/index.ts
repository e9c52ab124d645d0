/** GET /sites/{siteId}/calendar?url=: the events of an iCalendar feed the site links to (last good copy when it is down). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarEvents } from '../../../../services/outbound/calendar-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const calendar: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/calendar'),
    handler: async (request) =>
      calendarEvents(app, await app.loadSite(request.params.siteId), request.auth, request.query.url, {
        upcoming: request.query.upcoming,
      }),
  });
};
export default calendar;
