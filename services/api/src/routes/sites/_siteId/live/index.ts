/** /sites/{siteId}/live: the site's live state (content version) and the screens' heartbeats. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readCtx } from '../../../../services/context';
import { liveState, recordHeartbeat } from '../../../../services/screens/screen-health-service';
import { BODY_LIMITS } from '../../../../plugins/app/json-body';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

/** Screens that often share one address (a school's kiosks behind one router). */
const SCREENS_PER_ADDRESS = 30;
/** Live-state polls a minute while a screen's change stream cannot be held (LIVE_POLL_INTERVAL_MS, 4 s). */
const POLLS_PER_MINUTE = 15;

/**
 * Anonymous, so bounded per client address: room for SCREENS_PER_ADDRESS screens each beating at the configured
 * interval and polling (600 a minute at the default 30 s heartbeat).
 */
export function liveRateLimit(heartbeatMs: number) {
  return {
    max: SCREENS_PER_ADDRESS * (Math.ceil(60_000 / heartbeatMs) + POLLS_PER_MINUTE + 3),
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many screen updates from this address; try again in ${context.after}.`,
    }),
  };
}

const live: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const rateLimit = liveRateLimit(app.config.screenAlerts.heartbeatMs);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/live'),
    config: { rateLimit },
    handler: async (request, reply) => {
      const { site } = await readCtx(app, request, request.params.siteId);
      reply.header('cache-control', 'no-store');
      return liveState(app, site.siteID);
    },
  });
  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/live/heartbeat'),
    bodyLimit: BODY_LIMITS.heartbeat,
    config: { rateLimit },
    handler: async (request) =>
      recordHeartbeat(await readCtx(app, request, request.params.siteId), request, request.body),
  });
};
export default live;
