/** /screen-pairings: a screen nobody has paired asks for a code, then asks whether an admin has entered it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pairingState, startPairing } from '../../services/screens/screen-pairing-service';
import autohooks from './autohooks';
import { contractRoute } from '../../plugins/app/contracts';

/**
 * New codes per address: a screen asks for one when it starts unpaired and again when its code runs out (every
 * 15 minutes), so this leaves room for a school's 30 new screens behind one router starting together.
 */
export const PAIRINGS_PER_ADDRESS = 40;

const pairings: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'POST /screen-pairings'),
    config: {
      rateLimit: {
        max: PAIRINGS_PER_ADDRESS,
        timeWindow: '15 minutes',
        errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
          statusCode: 429,
          error: 'Too Many Requests',
          message: `Too many screens asked for a pairing code from this address; try again in ${context.after}.`,
        }),
      },
    },
    handler: async (request, reply) => reply.status(201).send(await startPairing(app, request.body, request.ip)),
  });
  app.route({
    ...contractRoute(app, 'GET /screen-pairings/:pairingId'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pairingState(app, request.params.pairingId);
    },
  });
};
export default pairings;
