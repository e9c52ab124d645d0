/** /sites/{siteId}/versions/{kind}/{itemId}: an item's history, one version compared with now, and restore. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { getVersion, listVersions, restoreVersion } from '../../../../services/versions/version-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const versions: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/versions/:kind/:itemId'),
    handler: async (request) => {
      const { kind, itemId } = request.params;
      return listVersions(authedCtx(app, request), kind, itemId);
    },
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/versions/:kind/:itemId/:versionId'),
    handler: async (request) => {
      const { kind, itemId, versionId } = request.params;
      return getVersion(authedCtx(app, request), kind, itemId, versionId);
    },
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/versions/:kind/:itemId/:versionId/restore'),
    handler: async (request) => {
      const { kind, itemId, versionId } = request.params;
      return restoreVersion(authedCtx(app, request), kind, itemId, versionId);
    },
  });
};
export default versions;
