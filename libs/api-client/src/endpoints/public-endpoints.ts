import {
  apiUrl,
  type AnalyticsEvent,
  type CalendarEvent,
  type Category,
  type CategoryTreeNode,
  type ReplyOf,
  type Tweet,
} from '@laurel/domain';
import { defaultSerializeQueryArgs, type SerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import { api } from '../api';

/** Query-string flag for the editing view (docs/api.md: `?cms=1`). */
const cmsQuery = (cms?: boolean) => ({ cms: cms ? 1 : undefined });

/**
 * `cms` left out and `cms: false` ask for the same data: one cache entry, so a prefetch on card intent
 * that omits the flag serves the next page's query instead of a second request.
 */
export const cmsCacheKey: SerializeQueryArgs<{ cms?: boolean }> = ({ queryArgs, ...rest }) =>
  defaultSerializeQueryArgs({ ...rest, queryArgs: { ...queryArgs, cms: Boolean(queryArgs.cms) } });

/** Reply types come from the route schemas of @laurel/domain (the API validates and documents the same ones). */
export type {
  AnalyticsEvent,
  CalendarEvent,
  CastScreenReply,
  CategoryReply,
  EntryReply,
  SearchOptions,
  SearchReply,
  Tweet,
} from '@laurel/domain';

/** The public reads of docs/api.md, shared by the shell and every remote. */
export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStyling: build.query<ReplyOf<'GET /sites/:siteId/styling'>, string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/styling', { siteId }),
      providesTags: (_r, _e, siteId) => [{ type: 'Site', id: siteId }],
    }),
    getCategoryTree: build.query<CategoryTreeNode[], { siteId: string; cms?: boolean }>({
      serializeQueryArgs: cmsCacheKey,
      query: ({ siteId, cms }) => apiUrl('GET /sites/:siteId/categories/tree', { siteId }, cmsQuery(cms)),
      transformResponse: (reply: ReplyOf<'GET /sites/:siteId/categories/tree'>) => reply.tree,
      providesTags: (_r, _e, { siteId }) => [{ type: 'CategoryTree', id: siteId }],
    }),
    getCategories: build.query<Category[], { siteId: string; all?: boolean }>({
      query: ({ siteId, all }) => apiUrl('GET /sites/:siteId/categories', { siteId }, { all: all ? 1 : undefined }),
      transformResponse: (reply: ReplyOf<'GET /sites/:siteId/categories'>) => reply.categories,
      providesTags: (result, _e, { siteId }) => [
        { type: 'Category', id: `LIST-${siteId}` },
        ...(result ?? []).map((c) => ({ type: 'Category' as const, id: c._id })),
      ],
    }),
    getCategory: build.query<
      ReplyOf<'GET /sites/:siteId/categories/:categoryId'>,
      { siteId: string; categoryId: string; cms?: boolean }
    >({
      serializeQueryArgs: cmsCacheKey,
      query: ({ siteId, categoryId, cms }) =>
        apiUrl('GET /sites/:siteId/categories/:categoryId', { siteId, categoryId }, cmsQuery(cms)),
      providesTags: (result, _e, { categoryId }) => [
        { type: 'Category', id: result?.category._id ?? categoryId },
        ...(result?.entries ?? []).map((e) => ({ type: 'Entry' as const, id: e._id })),
      ],
    }),
    /**
     * A folder's profiles without their pictures, for a profile's pager: the profile page (its server render
     * carries it) reads this, not the whole folder (issue 26, phones).
     */
    getCategoryOutline: build.query<
      ReplyOf<'GET /sites/:siteId/categories/:categoryId/outline'>,
      { siteId: string; categoryId: string; cms?: boolean }
    >({
      serializeQueryArgs: cmsCacheKey,
      query: ({ siteId, categoryId, cms }) =>
        apiUrl('GET /sites/:siteId/categories/:categoryId/outline', { siteId, categoryId }, cmsQuery(cms)),
      providesTags: (result, _e, { categoryId }) => [
        { type: 'Category', id: result?.category._id ?? categoryId },
        ...(result?.entries ?? []).map((e) => ({ type: 'Entry' as const, id: e._id })),
      ],
    }),
    getEntry: build.query<
      ReplyOf<'GET /sites/:siteId/entries/:entryId'>,
      { siteId: string; entryId: string; cms?: boolean }
    >({
      serializeQueryArgs: cmsCacheKey,
      query: ({ siteId, entryId, cms }) =>
        apiUrl('GET /sites/:siteId/entries/:entryId', { siteId, entryId }, cmsQuery(cms)),
      providesTags: (result, _e, { entryId }) => [{ type: 'Entry', id: result?.entry._id ?? entryId }],
    }),
    getSearchOptions: build.query<ReplyOf<'GET /sites/:siteId/search-options'>, string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/search-options', { siteId }),
      providesTags: (_r, _e, siteId) => [{ type: 'SearchOptions', id: siteId }],
    }),
    searchSite: build.query<ReplyOf<'GET /sites/:siteId/search'>, { siteId: string; q: string }>({
      query: ({ siteId, q }) => apiUrl('GET /sites/:siteId/search', { siteId }, { q }),
      providesTags: (_r, _e, { siteId }) => [
        { type: 'CategoryTree', id: siteId },
        { type: 'Entry', id: `SEARCH-${siteId}` },
      ],
    }),
    /** The public folders and entries a kiosk searches on the device (its service worker keeps them too). */
    getSearchData: build.query<ReplyOf<'GET /sites/:siteId/search-data'>, string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/search-data', { siteId }),
      providesTags: (_r, _e, siteId) => [
        { type: 'CategoryTree', id: siteId },
        { type: 'Entry', id: `SEARCH-${siteId}` },
      ],
    }),
    /** `upcoming`: only the next that many events not ended yet (what Home shows: its page carries no more). */
    getCalendar: build.query<CalendarEvent[], { siteId: string; url: string; upcoming?: number }>({
      query: ({ siteId, url, upcoming }) => apiUrl('GET /sites/:siteId/calendar', { siteId }, { url, upcoming }),
      transformResponse: (reply: ReplyOf<'GET /sites/:siteId/calendar'>) => reply.events,
      providesTags: (_r, _e, { siteId }) => [{ type: 'Site', id: siteId }],
    }),
    /** `cms: true` (an editor in CMS mode) asks the server to read the posts afresh (SPEC §5). */
    getTweets: build.query<Tweet[], { siteId: string; buttonId: string; cms?: boolean }>({
      query: ({ siteId, buttonId, cms }) =>
        apiUrl('GET /sites/:siteId/home-buttons/:buttonId/tweets', { siteId, buttonId }, cmsQuery(cms)),
      transformResponse: (reply: ReplyOf<'GET /sites/:siteId/home-buttons/:buttonId/tweets'>) => reply.tweets,
      providesTags: (_r, _e, { siteId }) => [{ type: 'Site', id: siteId }],
    }),
    /** `touchScreen` marks kiosk traffic (`?touchScreen=1`), which the report counts as kiosk sessions. */
    postAnalyticsEvents: build.mutation<void, { siteId: string; events: AnalyticsEvent[]; touchScreen?: boolean }>({
      query: ({ siteId, events, touchScreen }) => ({
        url: apiUrl('POST /sites/:siteId/analytics/events', { siteId }, { touchScreen: touchScreen ? 1 : undefined }),
        method: 'POST',
        body: { events },
      }),
    }),
    getCastScreen: build.query<ReplyOf<'GET /cast-screens/:screenId'>, string>({
      query: (screenId) => apiUrl('GET /cast-screens/:screenId', { screenId }),
      providesTags: (result, _e, screenId) => [
        { type: 'CastScreen', id: screenId },
        ...(result?.categories ?? []).map((c) => ({ type: 'Category' as const, id: c.category._id })),
      ],
    }),
  }),
});

export const {
  useGetStylingQuery,
  useGetCategoryTreeQuery,
  useGetCategoriesQuery,
  useGetCategoryQuery,
  useGetCategoryOutlineQuery,
  useGetEntryQuery,
  useGetSearchOptionsQuery,
  useSearchSiteQuery,
  useLazySearchSiteQuery,
  useGetSearchDataQuery,
  useGetCalendarQuery,
  useGetTweetsQuery,
  usePostAnalyticsEventsMutation,
  useGetCastScreenQuery,
} = publicApi;
