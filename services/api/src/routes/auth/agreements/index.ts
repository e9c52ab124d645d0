/** POST /auth/agreements: the signed-in user signs the agreements. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AgreementsBodySchema, AgreementsReplySchema } from '@laurel/domain';
import { signAgreements } from '../../../services/auth/auth-service';
import { signedInUser } from '../../../services/context';
import autohooks from './autohooks';

const agreements: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.post(
    '',
    {
      schema: {
        tags: ['auth'],
        summary: 'Record that the user signed the agreements',
        body: AgreementsBodySchema,
        response: { 200: AgreementsReplySchema },
      },
    },
    async (request) => signAgreements(app, signedInUser(request)),
  );
};
export default agreements;
