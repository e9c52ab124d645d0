/**
 * Every route folder under /api/v1. A folder's path is its URL prefix (`_siteId` stands for `:siteId`); each
 * folder declares who may call its routes once, in its `autohooks.ts`, and registers its routes (thin
 * handlers: a schema from @laurel/domain and one call to a service). docs/api.md lists the same paths.
 */
import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import auth from './auth';
import authorize from './auth/authorize';
import agreements from './auth/agreements';
import authOidc from './auth/oidc';
import linkAccounts from './auth/link-accounts';
import me from './me';
import adminSites from './admin/sites';
import castScreen from './cast-screens';
import mediaFiles from './media';
import sites from './sites';
import site from './sites/_siteId';
import homeButtons from './sites/_siteId/home-buttons';
import calendar from './sites/_siteId/calendar';
import search from './sites/_siteId/search';
import searchOptions from './sites/_siteId/search-options';
import categories from './sites/_siteId/categories';
import category from './sites/_siteId/categories/_categoryId';
import mostCommonEntryLayout from './sites/_siteId/categories/_categoryId/most-common-entry-layout';
import recordsExport from './sites/_siteId/categories/_categoryId/records/export';
import entries from './sites/_siteId/entries';
import entry from './sites/_siteId/entries/_entryId';
import moveDestinations from './sites/_siteId/move-destinations';
import recentlyDeleted from './sites/_siteId/recently-deleted';
import undoDelete from './sites/_siteId/undo-delete';
import media from './sites/_siteId/media';
import siteFile from './sites/_siteId/site-file';
import entityMedia from './sites/_siteId/entity-media';
import users from './sites/_siteId/users';
import castScreens from './sites/_siteId/cast-screens';
import analytics from './sites/_siteId/analytics';
import siteAnalytics from './sites/_siteId/site-analytics';
import customFonts from './sites/_siteId/custom-fonts';
import fonts from './fonts';
import live from './sites/_siteId/live';
import searchData from './sites/_siteId/search-data';
import screens from './sites/_siteId/screens';
import screenAlerts from './sites/_siteId/screen-alerts';
import canva from './sites/_siteId/canva';
import screenPairingRequests from './screen-pairings';
import screenPairings from './sites/_siteId/screen-pairings';
import versions from './sites/_siteId/versions';
import activity from './sites/_siteId/activity';
import schedules from './sites/_siteId/schedules';

/** URL prefix → route folder. */
const ROUTE_FOLDERS: [string, FastifyPluginAsync][] = [
  ['/health', health],
  ['/auth', auth],
  ['/auth/authorize', authorize],
  ['/auth/agreements', agreements],
  ['/auth/oidc', authOidc],
  ['/auth/link-accounts', linkAccounts],
  ['/me', me],
  ['/admin/sites', adminSites],
  ['/cast-screens', castScreen],
  ['/media', mediaFiles],
  ['/sites', sites],
  ['/sites/:siteId', site],
  ['/sites/:siteId/home-buttons', homeButtons],
  ['/sites/:siteId/calendar', calendar],
  ['/sites/:siteId/search', search],
  ['/sites/:siteId/search-options', searchOptions],
  ['/sites/:siteId/categories', categories],
  ['/sites/:siteId/categories/:categoryId', category],
  ['/sites/:siteId/categories/:categoryId/most-common-entry-layout', mostCommonEntryLayout],
  ['/sites/:siteId/categories/:categoryId/records/export', recordsExport],
  ['/sites/:siteId/entries', entries],
  ['/sites/:siteId/entries/:entryId', entry],
  ['/sites/:siteId/move-destinations', moveDestinations],
  ['/sites/:siteId/recently-deleted', recentlyDeleted],
  ['/sites/:siteId/undo-delete', undoDelete],
  ['/sites/:siteId/media', media],
  ['/sites/:siteId/site-file', siteFile],
  ['/sites/:siteId/entity-media', entityMedia],
  ['/sites/:siteId/users', users],
  ['/sites/:siteId/cast-screens', castScreens],
  ['/sites/:siteId/analytics', analytics],
  ['/sites/:siteId/site-analytics', siteAnalytics],
  ['/sites/:siteId/custom-fonts', customFonts],
  ['/fonts', fonts],
  ['/sites/:siteId/live', live],
  ['/sites/:siteId/search-data', searchData],
  ['/sites/:siteId/screens', screens],
  ['/sites/:siteId/screen-alerts', screenAlerts],
  ['/sites/:siteId/canva', canva],
  ['/screen-pairings', screenPairingRequests],
  ['/sites/:siteId/screen-pairings', screenPairings],
  ['/sites/:siteId/versions', versions],
  ['/sites/:siteId/activity', activity],
  ['/sites/:siteId/schedules', schedules],
];

const routes: FastifyPluginAsync = async (app) => {
  for (const [prefix, folder] of ROUTE_FOLDERS) await app.register(folder, { prefix });
};
export default routes;
