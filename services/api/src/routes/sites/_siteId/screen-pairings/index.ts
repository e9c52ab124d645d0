/** /sites/{siteId}/screen-pairings: an admin enters the code a new screen shows, and names it (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PairedScreenSchema, PairScreenInputSchema, SiteParams } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { pairScreen } from '../../../../services/screens/screen-pairing-service';
import autohooks from './autohooks';

const screenPairings: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.post(
    '',
    {
      schema: {
        tags: ['screens'],
        summary: 'Pair the screen showing this code: a TV becomes a cast screen, a kiosk a monitored kiosk',
        params: SiteParams,
        body: PairScreenInputSchema,
        response: { 201: PairedScreenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await pairScreen(authedCtx(app, request), request.body)),
  );
};
export default screenPairings;
