/** docs/api.md, "Cast screens": these routes' contracts (see ./contract.ts). */
import {
  CastScreenInputSchema,
  CastScreenPreviewQuerySchema,
  CastScreenReplySchema,
  CastScreenSchema,
  CastScreensReplySchema,
  NoContentSchema,
  ScreenParams,
  SiteParams,
} from '../schemas';
import type { ContractTable } from './contract';

export const castScreensContracts = {
  'GET /sites/:siteId/cast-screens': {
    access: 'admin',
    tags: ['cast-screens'],
    summary: "The site's cast screens",
    params: SiteParams,
    response: { 200: CastScreensReplySchema },
    doc: {
      reply: '`{screens: CastScreen[]}`',
    },
  },
  'POST /sites/:siteId/cast-screens': {
    access: 'admin',
    tags: ['cast-screens'],
    summary: 'Create a cast screen',
    params: SiteParams,
    body: CastScreenInputSchema,
    response: { 201: CastScreenSchema },
    doc: {
      input: 'partial `CastScreen`',
      reply: '201 `CastScreen`',
    },
  },
  'PATCH /cast-screens/:screenId': {
    access: 'signed-in',
    tags: ['cast-screens'],
    summary: "Change a cast screen (admins of the screen's site)",
    params: ScreenParams,
    body: CastScreenInputSchema,
    response: { 200: CastScreenSchema },
    doc: {
      who: 'admin',
      input: 'partial',
      reply: '`CastScreen`',
    },
  },
  'DELETE /cast-screens/:screenId': {
    access: 'signed-in',
    tags: ['cast-screens'],
    summary: "Delete a cast screen (admins of the screen's site; kept in recently deleted)",
    params: ScreenParams,
    response: { 204: NoContentSchema },
    doc: {
      who: 'admin',
      reply: '204 (kept in recently deleted, restorable)',
    },
  },
  'GET /cast-screens/:screenId': {
    access: 'public',
    tags: ['cast-screens'],
    summary: "A cast screen with its folders' published, visible entries",
    params: ScreenParams,
    query: CastScreenPreviewQuerySchema,
    response: { 200: CastScreenReplySchema },
    doc: {
      input: '`?categoryIds=a,b`',
      reply:
        '`{screen: CastScreen, clientID, categories: {category: Category, entries: Entry[]}[]}` (published, visible only)',
    },
  },
} as const satisfies ContractTable;

export const castScreensSection = { id: 'cast-screens', title: 'Cast screens', routes: castScreensContracts } as const;
