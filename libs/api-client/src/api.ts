import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Session } from './session-slice';

/** Every tag type of the product: one `createApi`, so invalidation works across remotes. */
export const TAG_TYPES = [
  'Site',
  'CategoryTree',
  'Category',
  'Entry',
  'Media',
  'User',
  'CastScreen',
  'RecentlyDeleted',
  'Analytics',
  'Auth',
  'SearchOptions',
] as const;

export const API_BASE = '/api/v1';

export const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session?: Session }).session?.accessToken;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The one API slice. Remotes add their endpoints with `api.injectEndpoints`, names prefixed by feature.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: rawBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
