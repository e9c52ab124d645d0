/**
 * /sites and /sites/{siteId}: the site list (internal), styling, the site patch and home buttons, the
 * Twitter buttons, the calendar by URL and site search. Media travel as ids in requests.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, MediaRefListSchema, MediaRefSchema, Nullable } from '../common';
import {
  AnnouncementSchema,
  CsDetailsSchema,
  CategoryPageSettingsSchema,
  EmergencyThemeSchema,
  HomeButtonTypeSchema,
  HomeSettingsSchema,
  SiteColorsSchema,
  SiteTextSchema,
} from '../site';
import { CategorySchema, CategoryTreeNodeSchema } from '../category';
import { EntrySchema } from '../entry';
import { CmsQuery, PartialStrict, PreviewAtQuery, Strict } from './common';

export const SitesQuerySchema = Type.Object({ term: Type.Optional(Type.String({ maxLength: 200 })) });
export const SiteSummarySchema = Type.Object({
  siteID: Type.String(),
  styleName: Type.String(),
  clientID: Type.String(),
});
export const SitesReplySchema = Type.Object({ sites: Type.Array(SiteSummarySchema) });

/** PATCH /sites/{siteId}. Nested settings objects are merged field by field. */
export const SitePatchSchema = PartialStrict({
  styleName: Type.String({ minLength: 1, maxLength: 200 }),
  organizationName: Type.String({ maxLength: 200 }),
  defaultSiteId: Type.String({ maxLength: 128 }),
  csDetails: CsDetailsSchema,
  primaryLogo: MediaRefSchema,
  backgroundImage: MediaRefSchema,
  genericImage: MediaRefSchema,
  sponsorImages: MediaRefListSchema,
  presentingSponsorImages: MediaRefListSchema,
  media: MediaRefListSchema,
  customFonts: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 }),
  announcements: Type.Array(AnnouncementSchema, { maxItems: 100 }),
  primaryColor: Type.String({ maxLength: 100 }),
  colors: Type.Partial(SiteColorsSchema, { additionalProperties: false }),
  text: Type.Partial(SiteTextSchema, { additionalProperties: false }),
  home: Type.Partial(HomeSettingsSchema, { additionalProperties: false }),
  categoryPage: Type.Partial(CategoryPageSettingsSchema, { additionalProperties: false }),
  publicCategoryFilter: Type.Array(IdSchema, { maxItems: 500 }),
  castEmergencyAnnouncementEnabled: Type.Boolean(),
  castEmergencyAnnouncementText: Type.String({ maxLength: 2000 }),
  castEmergencyAnnouncementTheme: EmergencyThemeSchema,
  castEmergencyAnnouncementExpiresAt: Nullable(Type.String({ format: 'date-time', maxLength: 40 })),
  /** IANA time zone name ('America/Chicago'), checked against the zones the server knows; '' clears it. */
  timeZone: Type.String({ maxLength: 64 }),
});

export const HomeButtonInputSchema = Strict({
  buttonId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' })),
  type: HomeButtonTypeSchema,
  label: Type.String({ maxLength: 200 }),
  data: PartialStrict({
    url: Type.String({ maxLength: 2000 }),
    username: Type.String({ maxLength: 200 }),
    confirmed: Type.Boolean(),
    image: MediaRefSchema,
    text: Type.String({ maxLength: 5000 }),
  }),
});
/** PUT /sites/{siteId}/home-buttons: the whole list (image as media id). */
export const HomeButtonsInputSchema = Strict({ homeButtons: Type.Array(HomeButtonInputSchema, { maxItems: 50 }) });

export const HomeButtonParams = Type.Object({
  siteId: IdSchema,
  buttonId: Type.String({ minLength: 1, maxLength: 128 }),
});
export const TwitterConfirmBodySchema = Strict({ username: Type.String({ minLength: 1, maxLength: 200 }) });
export const TwitterConfirmReplySchema = Type.Object({ confirmed: Type.Boolean(), username: Type.String() });
export const TweetSchema = Type.Object({ id: Type.String(), text: Type.String(), createdAt: Type.String() });
export const TweetsReplySchema = Type.Object({ tweets: Type.Array(TweetSchema) });
/** Why a Twitter button's feed could not be read the last time (admins): null while it reads. */
export const TwitterFeedStatusSchema = Type.Object({
  lastFailure: Type.Union([
    Type.Object({
      /** The latest failure (ISO time) and when this run of failures began. */
      at: Type.String(),
      since: Type.String(),
      reason: Type.String(),
    }),
    Type.Null(),
  ]),
});

/** `upcoming=N`: only the next N events that have not ended (Home's calendar asks for the few it shows). */
export const CalendarQuerySchema = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  upcoming: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const CalendarEventSchema = Type.Object({
  uid: Type.String(),
  summary: Type.String(),
  start: Type.String(),
  end: Type.Union([Type.String(), Type.Null()]),
  location: Type.String(),
});
/** A feed's events; `stale` when the feed could not be read just now and this is the last good copy (read at `fetchedAt`). */
export const CalendarReplySchema = Type.Object({
  events: Type.Array(CalendarEventSchema),
  fetchedAt: Type.String(),
  stale: Type.Boolean(),
});

const StringList = Type.Array(Type.String());
export const SearchOptionsSchema = Type.Object({
  activities: StringList,
  types: StringList,
  years: StringList,
  letters: StringList,
});
export const SearchQuerySchema = Type.Composite([
  CmsQuery,
  PreviewAtQuery,
  Type.Object({ q: Type.String({ maxLength: 200, default: '' }) }),
]);
export const SearchReplySchema = Type.Object({
  categories: Type.Array(CategoryTreeNodeSchema),
  entries: Type.Array(EntrySchema),
});

/** GET /sites/{siteId}/search-data: the publicly visible folders and entries (a kiosk searches them offline). */
export const SearchDataSchema = Type.Object({
  categories: Type.Array(CategorySchema),
  entries: Type.Array(EntrySchema),
});

/** What changed, in a change notice. */
export const CHANGE_KINDS = ['site', 'category', 'entry', 'media', 'castScreen', 'user'] as const;
/**
 * GET /sites/{siteId}/events: a browser's EventSource cannot send an Authorization header, so a signed-in
 * editor's page names its access token here to hear about unpublished content too (redacted from the logs).
 */
export const SiteEventsQuerySchema = Type.Object({
  access_token: Type.Optional(Type.String({ maxLength: 4096 })),
  /** A kiosk or cast screen says so: part of the server's stream cap is kept for screens. */
  screen: Type.Optional(Type.Union([Type.Literal('kiosk'), Type.Literal('cast')])),
  /**
   * The content version the page already shows (its first open; a reconnect sends `Last-Event-ID`): the
   * stream starts with what changed after it, or a `reload` event when that is too far back.
   */
  since: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
});

/** The data of each `event: change` of GET /sites/{siteId}/events (Server-Sent Events). */
export const ChangeEventSchema = Type.Object({
  siteId: Type.String(),
  kind: Type.Union(CHANGE_KINDS.map((k) => Type.Literal(k))),
  id: Type.String(),
  /** The site's content version this change made (also the SSE `id:`); absent on a cache-only notice. */
  version: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Internal to the API (never sent): the change feed lost its history, so this notice is sent whatever came before. */
  resync: Type.Optional(Type.Boolean()),
});

export type SiteSummary = Static<typeof SiteSummarySchema>;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export type ChangeEvent = Static<typeof ChangeEventSchema>;
export type SitePatch = Static<typeof SitePatchSchema>;
export type HomeButtonInput = Static<typeof HomeButtonInputSchema>;
export type TwitterConfirmBody = Static<typeof TwitterConfirmBodySchema>;
export type TwitterConfirmReply = Static<typeof TwitterConfirmReplySchema>;
export type Tweet = Static<typeof TweetSchema>;
export type TweetsReply = Static<typeof TweetsReplySchema>;
export type TwitterFeedStatus = Static<typeof TwitterFeedStatusSchema>;
export type SitesReply = Static<typeof SitesReplySchema>;
export type CalendarEvent = Static<typeof CalendarEventSchema>;
export type CalendarReply = Static<typeof CalendarReplySchema>;
export type SearchOptions = Static<typeof SearchOptionsSchema>;
export type SearchQuery = Static<typeof SearchQuerySchema>;
export type SearchReply = Static<typeof SearchReplySchema>;
export type SearchData = Static<typeof SearchDataSchema>;
