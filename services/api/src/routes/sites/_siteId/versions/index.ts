/** /sites/{siteId}/versions/{kind}/{itemId}: an item's history, one version compared with now, and restore. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OneVersionParams,
  VersionDetailReplySchema,
  VersionListReplySchema,
  VersionParams,
  VersionRestoreReplySchema,
} from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { getVersion, listVersions, restoreVersion } from '../../../../services/versions/version-service';
import autohooks from './autohooks';

const versions: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '/:kind/:itemId',
    {
      schema: {
        tags: ['versions'],
        summary: "An item's versions, newest first (kind: entry, category or site)",
        params: VersionParams,
        response: { 200: VersionListReplySchema },
      },
    },
    async (request) => {
      const { kind, itemId } = request.params;
      return listVersions(authedCtx(app, request), kind, itemId);
    },
  );

  app.get(
    '/:kind/:itemId/:versionId',
    {
      schema: {
        tags: ['versions'],
        summary: 'One version and the fields where it differs from the item now',
        params: OneVersionParams,
        response: { 200: VersionDetailReplySchema },
      },
    },
    async (request) => {
      const { kind, itemId, versionId } = request.params;
      return getVersion(authedCtx(app, request), kind, itemId, versionId);
    },
  );

  app.post(
    '/:kind/:itemId/:versionId/restore',
    {
      schema: {
        tags: ['versions'],
        summary: 'Put the version back (kept as a new version); 400 when it is the same as now',
        params: OneVersionParams,
        response: { 200: VersionRestoreReplySchema },
      },
    },
    async (request) => {
      const { kind, itemId, versionId } = request.params;
      return restoreVersion(authedCtx(app, request), kind, itemId, versionId);
    },
  );
};
export default versions;
