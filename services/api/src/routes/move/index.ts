/** Moving entries and folders, and the destinations a move may target. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { IdSchema } from '@laurel/domain';
import { authedCtx } from '../../services/context';
import { moveCategories, moveDestinations, moveEntries } from '../../services/move-service';
import { bearer, IdListSchema, SiteParams } from '../shared';

const strict = { additionalProperties: false } as const;
const MAX_MOVE = 500;
const Moved = Type.Object({ moved: Type.Integer() });

const move: FastifyPluginAsync = async (app) => {
  const editor = app.authorize('editor');
  const common = { tags: ['move'], security: bearer, params: SiteParams };

  app.post(
    '/sites/:siteId/entries/move',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: 'Move entries into a folder',
        body: Type.Object({ destination: IdSchema, entryIds: IdListSchema(MAX_MOVE) }, strict),
        response: { 200: Moved },
      },
    },
    async (request) => {
      const { destination, entryIds } = request.body as { destination: string; entryIds: string[] };
      return { moved: await moveEntries(authedCtx(app, request), destination, entryIds) };
    },
  );

  app.post(
    '/sites/:siteId/categories/move',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: 'Move folders into a folder (destination "root" or null: the top level)',
        body: Type.Object(
          { destination: Type.Union([IdSchema, Type.Null()]), categoryIds: IdListSchema(MAX_MOVE) },
          strict,
        ),
        response: { 200: Moved },
      },
    },
    async (request) => {
      const { destination, categoryIds } = request.body as { destination: string | null; categoryIds: string[] };
      return { moved: await moveCategories(authedCtx(app, request), destination, categoryIds) };
    },
  );

  app.get(
    '/sites/:siteId/move-destinations',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: 'Folders the user may move entries or folders into (path = breadcrumb of names)',
        querystring: Type.Object({ documentType: Type.Union([Type.Literal('category'), Type.Literal('entry')]) }),
        response: {
          200: Type.Object({
            destinations: Type.Array(
              Type.Object({
                _id: Type.String(),
                categoryName: Type.String(),
                path: Type.String(),
                depth: Type.Integer(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({
      destinations: await moveDestinations(
        authedCtx(app, request),
        (request.query as { documentType: 'category' | 'entry' }).documentType,
      ),
    }),
  );
};
export default move;
