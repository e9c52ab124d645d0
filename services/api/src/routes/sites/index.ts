/** Sites: lookup by term (internal), styling (anyone), site patch and home buttons (admin), change events. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { HomeButtonsInputSchema, SitePatchSchema, SiteSchema } from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import { authedCtx, ctxOf } from '../../services/context';
import {
  findSites,
  patchSite,
  saveHomeButtons,
  siteView,
  type HomeButtonInput,
  type SitePatch,
} from '../../services/site-service';
import { bearer, SiteParams } from '../shared';
import events from './events';

export const HOME_BUTTONS_REJECTED =
  'Home buttons must be saved through their own endpoint: PUT /api/v1/sites/{siteId}/home-buttons.';

const sites: FastifyPluginAsync = async (app) => {
  app.get(
    '/sites',
    {
      onRequest: app.authorize('internal'),
      schema: {
        tags: ['sites'],
        summary: 'Sites whose id or style name contains the term (internal users)',
        security: bearer,
        querystring: Type.Object({ term: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          200: Type.Object({
            sites: Type.Array(
              Type.Object({ siteID: Type.String(), styleName: Type.String(), clientID: Type.String() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ sites: await findSites({ app }, (request.query as { term?: string }).term) }),
  );

  app.get(
    '/sites/:siteId/styling',
    {
      schema: {
        tags: ['sites'],
        summary: 'The site and its styling (404 "No document exists for siteID {id}")',
        params: SiteParams,
        response: { 200: SiteSchema },
      },
    },
    async (request) => siteView(await ctxOf(app, request)),
  );

  app.patch(
    '/sites/:siteId',
    {
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        if (body && typeof body === 'object' && 'homeButtons' in body) throw badRequest(HOME_BUTTONS_REJECTED);
      },
      onRequest: app.authorize('admin'),
      schema: {
        tags: ['sites'],
        summary: 'Patch the site (media as ids; nested settings merged)',
        security: bearer,
        params: SiteParams,
        body: SitePatchSchema,
        response: { 200: SiteSchema },
      },
    },
    async (request) => patchSite(authedCtx(app, request), request.body as SitePatch),
  );

  app.put(
    '/sites/:siteId/home-buttons',
    {
      onRequest: app.authorize('admin'),
      schema: {
        tags: ['sites'],
        summary: 'Replace the home buttons (image as media id)',
        security: bearer,
        params: SiteParams,
        body: HomeButtonsInputSchema,
        response: { 200: SiteSchema },
      },
    },
    async (request) =>
      saveHomeButtons(authedCtx(app, request), (request.body as { homeButtons: HomeButtonInput[] }).homeButtons),
  );

  await app.register(events);
};
export default sites;
