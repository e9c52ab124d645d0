import type {
  AnalyticsEvent,
  CalendarEvent,
  CalendarReply,
  CastScreenReply,
  CategoriesReply,
  Category,
  CategoryReply,
  CategoryTreeNode,
  CategoryTreeReply,
  EntryReply,
  SearchData,
  SearchOptions,
  SearchReply,
  Site,
  Tweet,
  TweetsReply,
} from '@laurel/domain';
import { defaultSerializeQueryArgs, type SerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import { api } from '../api';

/** Query-string flag for the editing view (docs/api.md: `?cms=1`). */
const cmsQuery = (cms?: boolean) => (cms ? '?cms=1' : '');
const enc = encodeURIComponent;

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
    getStyling: build.query<Site, string>({
      query: (siteId) => `/sites/${enc(siteId)}/styling`,
      providesTags: (_r, _e, siteId) => [{ type: 'Site', id: siteId }],
    }),
    getCategoryTree: build.query<CategoryTreeNode[], { siteId: string; cms?: boolean }>({
      serializeQueryArgs: cmsCacheKey,
      query: ({ siteId, cms }) => `/sites/${enc(siteId)}/categories/tree${cmsQuery(cms)}`,
      transformResponse: (reply: CategoryTreeReply) => reply.tree,
      providesTags: (_r, _e, { siteId }) => [{ type: 'CategoryTree', id: siteId }],
    }),
    getCategories: build.query<Category[], { siteId: string; all?: boolean }>({
      query: ({ siteId, all }) => `/sites/${enc(siteId)}/categories${all ? '?all=1' : ''}`,
      transformResponse: (reply: CategoriesReply) => reply.categories,
      providesTags: (result, _e, { siteId }) => [
        { type: 'Category', id: `LIST-${siteId}` },
        ...(result ?? []).map((c) => ({ type: 'Category' as const, id: c._id })),
      ],
    }),
    getCategory: build.query<CategoryReply, { siteId: string; categoryId: string; cms?: boolean }>({
      serializeQueryArgs: cmsCacheKey,
      query: ({ siteId, categoryId, cms }) => `/sites/${enc(siteId)}/categories/${enc(categoryId)}${cmsQuery(cms)}`,
      providesTags: (result, _e, { categoryId }) => [
        { type: 'Category', id: result?.category._id ?? categoryId },
        ...(result?.entries ?? []).map((e) => ({ type: 'Entry' as const, id: e._id })),
      ],
    }),
    getEntry: build.query<EntryReply, { siteId: string; entryId: string; cms?: boolean }>({
      serializeQueryArgs: cmsCacheKey,
      query: ({ siteId, entryId, cms }) => `/sites/${enc(siteId)}/entries/${enc(entryId)}${cmsQuery(cms)}`,
      providesTags: (result, _e, { entryId }) => [{ type: 'Entry', id: result?.entry._id ?? entryId }],
    }),
    getSearchOptions: build.query<SearchOptions, string>({
      query: (siteId) => `/sites/${enc(siteId)}/search-options`,
      providesTags: (_r, _e, siteId) => [{ type: 'SearchOptions', id: siteId }],
    }),
    searchSite: build.query<SearchReply, { siteId: string; q: string }>({
      query: ({ siteId, q }) => `/sites/${enc(siteId)}/search?q=${enc(q)}`,
      providesTags: (_r, _e, { siteId }) => [
        { type: 'CategoryTree', id: siteId },
        { type: 'Entry', id: `SEARCH-${siteId}` },
      ],
    }),
    /** The public folders and entries a kiosk searches on the device (its service worker keeps them too). */
    getSearchData: build.query<SearchData, string>({
      query: (siteId) => `/sites/${enc(siteId)}/search-data`,
      providesTags: (_r, _e, siteId) => [
        { type: 'CategoryTree', id: siteId },
        { type: 'Entry', id: `SEARCH-${siteId}` },
      ],
    }),
    getCalendar: build.query<CalendarEvent[], { siteId: string; url: string }>({
      query: ({ siteId, url }) => `/sites/${enc(siteId)}/calendar?url=${enc(url)}`,
      transformResponse: (reply: CalendarReply) => reply.events,
      providesTags: (_r, _e, { siteId }) => [{ type: 'Site', id: siteId }],
    }),
    /** `cms: true` (an editor in CMS mode) asks the server to read the posts afresh (SPEC §5). */
    getTweets: build.query<Tweet[], { siteId: string; buttonId: string; cms?: boolean }>({
      query: ({ siteId, buttonId, cms }) =>
        `/sites/${enc(siteId)}/home-buttons/${enc(buttonId)}/tweets${cms ? '?cms=1' : ''}`,
      transformResponse: (reply: TweetsReply) => reply.tweets,
      providesTags: (_r, _e, { siteId }) => [{ type: 'Site', id: siteId }],
    }),
    /** `touchScreen` marks kiosk traffic (`?touchScreen=1`), which the report counts as kiosk sessions. */
    postAnalyticsEvents: build.mutation<void, { siteId: string; events: AnalyticsEvent[]; touchScreen?: boolean }>({
      query: ({ siteId, events, touchScreen }) => ({
        url: `/sites/${enc(siteId)}/analytics/events${touchScreen ? '?touchScreen=1' : ''}`,
        method: 'POST',
        body: { events },
      }),
    }),
    getCastScreen: build.query<CastScreenReply, string>({
      query: (screenId) => `/cast-screens/${enc(screenId)}`,
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
