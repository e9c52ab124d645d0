import { createApi } from '@reduxjs/toolkit/query/react';
import { laurelBaseQuery } from './base-query/base-query';

export { API_BASE, apiBaseUrl, setApiOrigin } from './base-query/api-origin';
export { rawBaseQuery, laurelBaseQuery, refreshAccessToken, type LaurelExtraOptions } from './base-query/base-query';
export {
  isSaveRequest,
  saveErrorMessage,
  NO_PERMISSION_MESSAGE,
  SAVE_ERROR_MESSAGE,
  SESSION_LOST_MESSAGE,
} from './base-query/save-rules';

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

/**
 * The one API slice. Remotes add their endpoints with `api.injectEndpoints`, names prefixed by feature.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: laurelBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
