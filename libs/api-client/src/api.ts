import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { laurelBaseQuery } from './base-query/base-query';

export { API_BASE, apiBaseUrl, setApiFetch, setApiOrigin } from './base-query/api-origin';
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
  'Canva',
  'History',
] as const;

/**
 * `createApi` with React hooks. On the server (no `window`: the server render of public pages) a query hook
 * starts its request during render, since effects never run there; the render waits for them and renders
 * again with the data (apps/shell/src/server).
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The one API slice. Remotes add their endpoints with `api.injectEndpoints`, names prefixed by feature.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: laurelBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
