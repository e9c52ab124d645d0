/** Search options for the filter bar and site search (public view; ?cms=1 for editors). */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { siteContent } from '../../plugins/app/site-content-repository';
import { CategoryTreeNodeSchema, EntrySchema } from '@laurel/domain';
import { ctxOf } from '../../services/context';
import { wantsCms } from '../../services/content-index-service';
import { searchOptions, siteSearch } from '../../services/search-service';
import { CmsQuery, SiteParams } from '../shared';

const StringList = Type.Array(Type.String());

const search: FastifyPluginAsync = async (app) => {
  siteContent(app); // made while registering: it closes with the app
  app.get(
    '/sites/:siteId/search-options',
    {
      schema: {
        tags: ['search'],
        summary: 'Values offered by the filter bar: activities, types, years and last-name letters',
        params: SiteParams,
        querystring: CmsQuery,
        response: {
          200: Type.Object({ activities: StringList, types: StringList, years: StringList, letters: StringList }),
        },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request);
      return searchOptions(ctx, wantsCms(ctx, (request.query as { cms?: string }).cms));
    },
  );

  app.get(
    '/sites/:siteId/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search folders by name and entries by free text (term lowercased and trimmed; empty finds nothing)',
        params: SiteParams,
        querystring: Type.Composite([CmsQuery, Type.Object({ q: Type.String({ maxLength: 200, default: '' }) })]),
        response: {
          200: Type.Object({ categories: Type.Array(CategoryTreeNodeSchema), entries: Type.Array(EntrySchema) }),
        },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request);
      const q = request.query as { q: string; cms?: string };
      return siteSearch(ctx, q.q, wantsCms(ctx, q.cms));
    },
  );
};
export default search;
