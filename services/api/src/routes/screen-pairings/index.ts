/** /screen-pairings: a screen nobody has paired asks for a code, then asks whether an admin has entered it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PairingParams, PairingStartedSchema, PairingStateSchema, StartPairingBodySchema } from '@laurel/domain';
import { pairingState, startPairing } from '../../services/screens/screen-pairing-service';
import autohooks from './autohooks';

/**
 * New codes per address: a screen asks for one when it starts unpaired and again when its code runs out (every
 * 15 minutes), so this leaves room for a school's 30 new screens behind one router starting together.
 */
export const PAIRINGS_PER_ADDRESS = 40;

const pairings: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.post(
    '',
    {
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
      schema: {
        tags: ['screens'],
        summary: 'A screen the site does not know asks for a pairing code to show (an admin enters it in settings)',
        body: StartPairingBodySchema,
        response: { 201: PairingStartedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await startPairing(app, request.body, request.ip)),
  );
  app.get(
    '/:pairingId',
    {
      schema: {
        tags: ['screens'],
        summary: 'The screen asks whether it has been paired, and under which id it now runs',
        params: PairingParams,
        response: { 200: PairingStateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pairingState(app, request.params.pairingId);
    },
  );
};
export default pairings;
