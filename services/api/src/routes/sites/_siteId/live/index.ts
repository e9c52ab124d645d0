/** /sites/{siteId}/live: the site's live state (content version) and the screens' heartbeats. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HeartbeatBodySchema, LiveStateSchema, SiteParams } from '@laurel/domain';
import { readCtx } from '../../../../services/context';
import { liveState, recordHeartbeat } from '../../../../services/screens/screen-health-service';
import autohooks from './autohooks';

const live: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      schema: {
        tags: ['screens'],
        summary: "The site's content version (screens poll it when the change-notice stream cannot be held)",
        params: SiteParams,
        response: { 200: LiveStateSchema },
      },
    },
    async (request, reply) => {
      const { site } = await readCtx(app, request, request.params.siteId);
      reply.header('cache-control', 'no-store');
      return liveState(app, site.siteID);
    },
  );
  app.post(
    '/heartbeat',
    {
      schema: {
        tags: ['screens'],
        summary: 'A kiosk or cast screen says it is alive and what it shows',
        params: SiteParams,
        body: HeartbeatBodySchema,
        response: { 200: LiveStateSchema },
      },
    },
    async (request) => recordHeartbeat(await readCtx(app, request, request.params.siteId), request, request.body),
  );
};
export default live;
