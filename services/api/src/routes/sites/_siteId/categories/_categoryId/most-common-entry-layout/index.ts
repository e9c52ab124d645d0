/** GET /sites/{siteId}/categories/{categoryId}/most-common-entry-layout (editors). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LayoutReplySchema, SiteCategoryParams } from '@laurel/domain';
import { authedCtx } from '../../../../../../services/context';
import { mostCommonEntryLayout } from '../../../../../../services/categories/copy-service';
import autohooks from './autohooks';

const mostCommon: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      schema: {
        tags: ['categories'],
        summary: 'The layout most used by folders with entries below this folder',
        params: SiteCategoryParams,
        response: { 200: LayoutReplySchema },
      },
    },
    async (request) => ({ layout: await mostCommonEntryLayout(authedCtx(app, request), request.params.categoryId) }),
  );
};
export default mostCommon;
