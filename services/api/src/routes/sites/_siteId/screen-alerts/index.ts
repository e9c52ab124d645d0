/** /sites/{siteId}/screen-alerts: who is told when a screen goes offline and comes back (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ScreenAlertsInputSchema, ScreenAlertsReplySchema, SiteParams } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { readScreenAlerts, saveScreenAlerts } from '../../../../services/screens/screen-alerts-service';
import autohooks from './autohooks';

const screenAlerts: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const schema = { tags: ['screens'], params: SiteParams, response: { 200: ScreenAlertsReplySchema } };
  app.get('', { schema: { ...schema, summary: 'Offline-screen alert settings' } }, async (request) =>
    readScreenAlerts(authedCtx(app, request)),
  );
  app.put(
    '',
    { schema: { ...schema, summary: 'Save offline-screen alert settings', body: ScreenAlertsInputSchema } },
    async (request) => saveScreenAlerts(authedCtx(app, request), request.body),
  );
};
export default screenAlerts;
