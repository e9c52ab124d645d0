/** docs/api.md, "Sites": these routes' contracts (see ./contract.ts). */
import {
  CalendarQuerySchema,
  CalendarReplySchema,
  CmsQuery,
  PreviewAtQuery,
  PublicReadQuery,
  HomeButtonParams,
  HomeButtonsInputSchema,
  SearchOptionsSchema,
  SearchQuerySchema,
  SearchReplySchema,
  SiteEventsQuerySchema,
  SiteParams,
  SitePatchSchema,
  SiteSchema,
  SitesQuerySchema,
  SitesReplySchema,
  TweetsReplySchema,
  TwitterConfirmBodySchema,
  TwitterConfirmReplySchema,
  TwitterFeedStatusSchema,
} from '../schemas';
import type { ContractTable } from './contract';

export const sitesContracts = {
  'GET /sites': {
    access: 'internal',
    tags: ['sites'],
    summary: 'Sites whose id or style name contains the term (internal users)',
    query: SitesQuerySchema,
    response: { 200: SitesReplySchema },
    doc: {
      input: '`?term=`',
      reply: '`{sites: {siteID, styleName, clientID}[]}`',
    },
  },
  'GET /sites/:siteId/styling': {
    access: 'public',
    tags: ['sites'],
    summary: 'The site and its styling (404 "No document exists for siteID {id}")',
    params: SiteParams,
    query: PreviewAtQuery,
    response: { 200: SiteSchema },
    doc: {
      input: '`?previewAt=` (editors: the site with the Home changes due by then)',
      reply: '`Site` (404 `No document exists for siteID {id}`)',
    },
  },
  'PATCH /sites/:siteId': {
    access: 'admin',
    tags: ['sites'],
    summary: 'Patch the site (media as ids; nested settings merged)',
    params: SiteParams,
    body: SitePatchSchema,
    response: { 200: SiteSchema },
    doc: {
      input: 'partial `Site` with media as ids; `homeButtons` and `themeColors` rejected (400)',
      reply: '`Site`',
    },
  },
  'PUT /sites/:siteId/home-buttons': {
    access: 'admin',
    tags: ['sites'],
    summary: 'Replace the home buttons (image as media id)',
    params: SiteParams,
    body: HomeButtonsInputSchema,
    response: { 200: SiteSchema },
    doc: {
      input: '`{homeButtons: HomeButton[]}` (image as media id)',
      reply: '`Site`',
    },
  },
  'POST /sites/:siteId/home-buttons/:buttonId/twitter/confirm': {
    access: 'admin',
    tags: ['twitter'],
    summary: "Confirm a Twitter button's username (handle or profile URL)",
    params: HomeButtonParams,
    body: TwitterConfirmBodySchema,
    response: { 200: TwitterConfirmReplySchema },
    doc: {
      input: '`{username}`',
      reply: '`{confirmed, username}`',
    },
  },
  'GET /sites/:siteId/home-buttons/:buttonId/tweets': {
    access: 'public',
    tags: ['twitter'],
    summary: 'Recent tweets of a confirmed Twitter button (empty until confirmed); `?cms=1` reads afresh for editors',
    params: HomeButtonParams,
    query: CmsQuery,
    response: { 200: TweetsReplySchema },
    doc: {
      input: '`?cms=1` (editors of the site: read afresh)',
      reply: '`{tweets: {id, text, createdAt}[]}`',
    },
  },
  'GET /sites/:siteId/home-buttons/:buttonId/twitter/status': {
    access: 'admin',
    tags: ['twitter'],
    summary: "Why a Twitter button's feed could not be read the last time (null while it reads), for admins",
    params: HomeButtonParams,
    response: { 200: TwitterFeedStatusSchema },
    doc: {
      reply:
        '`{lastFailure: {at, since, reason}}` or `{lastFailure: null}`: why the feed last failed, while it keeps failing',
    },
  },
  'GET /sites/:siteId/calendar': {
    access: 'public',
    tags: ['calendar'],
    summary: 'Events of a calendar (iCal) the site links to; editors may preview any http(s) calendar',
    params: SiteParams,
    query: CalendarQuerySchema,
    response: { 200: CalendarReplySchema },
    doc: {
      input: '`?url=`, `&upcoming=N` (1–50: only the next N events not ended yet, soonest first)',
      reply:
        '`{events: {uid, summary, start, end, location}[], fetchedAt, stale}` (stale: the feed is down, last good copy)',
    },
  },
  'GET /sites/:siteId/search-options': {
    access: 'public',
    tags: ['search'],
    summary: 'Values offered by the filter bar: activities, types, years and last-name letters',
    params: SiteParams,
    query: PublicReadQuery,
    response: { 200: SearchOptionsSchema },
    doc: {
      reply: '`{activities: string[], types: string[], years: string[], letters: string[]}`',
    },
  },
  'GET /sites/:siteId/search': {
    access: 'public',
    tags: ['search'],
    summary: 'Search folders by name and entries by free text (term lowercased and trimmed; empty finds nothing)',
    params: SiteParams,
    query: SearchQuerySchema,
    response: { 200: SearchReplySchema },
    doc: {
      input: '`?q=`',
      reply: '`{categories: CategoryTreeNode[], entries: Entry[]}`',
    },
  },
  'GET /sites/:siteId/events': {
    access: 'public',
    tags: ['sites'],
    summary: 'Change notices for the site (text/event-stream); ?access_token= for an editor’s EventSource',
    params: SiteParams,
    query: SiteEventsQuerySchema,
    doc: {
      input: 'SSE',
      reply:
        "`event: change` `data: {siteId, kind, id}` whenever site content changes (visitors: only about what they may see; `?access_token=` for an editor's EventSource); 429/503 beyond the caps",
    },
  },
} as const satisfies ContractTable;

export const sitesSection = { id: 'sites', title: 'Sites', routes: sitesContracts } as const;
