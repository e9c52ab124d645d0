/** POST /sites/{siteId}/categories/{categoryId}/records/upload: records from a CSV (text/csv body or multipart "file"). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../../services/context';
import { CSV_BODY_LIMIT, csvOf, uploadRecords } from '../../../../../services/entries/record-service';
import { contractRoute } from '../../../../../plugins/app/contracts';
import { named } from '../../../../../plugins/app/plugin-name';

const records: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/categories/:categoryId/records/upload'),
    bodyLimit: CSV_BODY_LIMIT,
    handler: async (request, reply) => {
      const created = await uploadRecords(
        authedCtx(app, request),
        request.params.categoryId,
        await csvOf(request),
        request.query.columnId,
      );
      return reply.status(201).send({ created });
    },
  });
};
export default named('sites/_siteId/categories/_categoryId/records', records);
