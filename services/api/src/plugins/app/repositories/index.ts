/**
 * Decorates `app.repos`: one repository per collection, the media files on disk and the public-read cache
 * of each site's content. This is the only way services reach stored data; only this folder talks to the
 * driver. Creates the indexes the reads rely on.
 */
import fp from 'fastify-plugin';
import type { Db } from 'mongodb';
import { AnalyticsRepository } from './analytics-repository';
import { CategoryRepository } from './category-repository';
import { DeletedLogRepository } from './deleted-log-repository';
import { EntryRepository } from './entry-repository';
import { MediaFileRepository } from './media-file-repository';
import { createMediaStore, type BlobStore } from '../../../services/media-store';
import { MediaRepository } from './media-repository';
import { CastScreenRepository, RefreshTokenRepository, UserRepository } from './people-repositories';
import { SiteContentRepository, type SubscribeToSite } from './site-content-repository';
import { SiteRepository } from './site-repository';
import { IdempotencyRepository } from './idempotency-repository';
import { runInTransaction } from './transaction';
import { ChangeFeedRepository } from './change-feed';
import { ScreenAlertsRepository, ScreenRepository } from './screen-repositories';
import { SiteVersionRepository } from './site-version-repository';
import { ScreenPairingRepository } from './screen-pairing-repository';
import { CanvaConnectionRepository, CanvaImportRepository } from './canva-repositories';
import { TwitterFeedFailureRepository } from './twitter-feed-repository';
import { VersionRepository } from './version-repository';
import { ScheduleRepository } from './schedule-repository';

export type {
  AnalyticsEventDoc,
  CastScreenDoc,
  CategoryDoc,
  DeletedLogDoc,
  RefreshTokenDoc,
  SiteDoc,
  StoredUser,
} from './documents';
export type { ScreenDoc, ScreenAlertsDoc } from './screen-repositories';
export type { ScreenPairingDoc } from './screen-pairing-repository';
export type { VersionDoc, VersionItemDoc } from './version-repository';
export type { ScheduleDoc } from './schedule-repository';

/**
 * The collections and their repositories. `subscribe` delivers a site's change notices to the public-read
 * cache; code that runs no app (site-io tests, scripts) may leave it out, and cached copies then simply
 * expire after their 2 s.
 */
export function createRepositories(db: Db, mediaStore: BlobStore, subscribe: SubscribeToSite = () => () => {}) {
  const sites = new SiteRepository(db, 'sites');
  const categories = new CategoryRepository(db, 'categories');
  const entries = new EntryRepository(db, 'entries');
  return {
    sites,
    categories,
    entries,
    media: new MediaRepository(db, 'media'),
    mediaFiles: new MediaFileRepository(mediaStore),
    castScreens: new CastScreenRepository(db, 'castScreens'),
    users: new UserRepository(db, 'users'),
    refreshTokens: new RefreshTokenRepository(db, 'refreshTokens'),
    analyticsEvents: new AnalyticsRepository(db, 'analyticsEvents'),
    deleted: new DeletedLogRepository(db, 'deleted'),
    idempotency: new IdempotencyRepository(db, 'idempotencyKeys'),
    /** Runs `work` as one transaction: every repository call inside it joins (transaction.ts). */
    transaction: <T>(work: () => Promise<T>): Promise<T> => runInTransaction(db.client, work),
    /** Each site's content version and its journal of changes (issue 26). */
    siteVersions: new SiteVersionRepository(db, 'siteVersions'),
    /** Screen health: heartbeats, offline-alert settings. */
    screens: new ScreenRepository(db, 'screens'),
    screenAlerts: new ScreenAlertsRepository(db, 'screenAlerts'),
    /** Screens waiting to be paired (issue 24): not screens yet. */
    screenPairings: new ScreenPairingRepository(db, 'screenPairings'),
    /** The Canva importer: each admin's connection, each import. */
    canvaConnections: new CanvaConnectionRepository(db, 'canvaConnections'),
    canvaImports: new CanvaImportRepository(db, 'canvaImports'),
    /** The last failure to read each site's X feed, while it keeps failing. */
    twitterFeedFailures: new TwitterFeedFailureRepository(db, 'twitterFeedFailures'),
    /** Versions of profiles, folders and the site, and the activity log (issue 29). */
    versions: new VersionRepository(db, 'versions'),
    /** Scheduled publishing (issue 29). */
    schedules: new ScheduleRepository(db, 'schedules'),
    /** Cached site documents and site indexes for public reads (dropped on every change notice of the site). */
    siteContent: new SiteContentRepository({ sites, categories, entries }, subscribe),
    /** The database-wide change stream (notices across API replicas). */
    changeFeed: new ChangeFeedRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

export { WATCHED, type WatchedCollection } from './watched';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export async function ensureIndexes(db: Db): Promise<void> {
  await Promise.all([
    db.collection('sites').createIndex({ siteID: 1 }, { unique: true }),
    db.collection('sites').createIndex({ clientID: 1 }),
    db.collection('categories').createIndex({ siteID: 1, parentCategoryID: 1 }),
    db.collection('categories').createIndex({ siteID: 1, legacyId: 1 }),
    db.collection('entries').createIndex({ siteID: 1, categoryID: 1 }),
    db.collection('entries').createIndex({ siteID: 1, legacyId: 1 }),
    db.collection('media').createIndex({ siteID: 1 }),
    db.collection('castScreens').createIndex({ siteID: 1 }),
    db.collection('users').createIndex({ email: 1 }, { unique: true }),
    db.collection('users').createIndex({ auth0ID: 1 }),
    db.collection('users').createIndex({ 'providerIdentity.issuer': 1, 'providerIdentity.subject': 1 }),
    db.collection('refreshTokens').createIndex({ tokenHash: 1 }, { unique: true }),
    db.collection('refreshTokens').createIndex({ family: 1 }),
    db.collection('analyticsEvents').createIndex({ siteID: 1, at: 1 }),
    db.collection('analyticsEvents').createIndex({ at: 1 }),
    db.collection('analyticsBuckets').createIndex({ siteID: 1, hour: 1 }),
    db.collection('analyticsBuckets').createIndex({ hour: 1 }),
    db.collection('analyticsDays').createIndex({ siteID: 1, day: 1 }),
    db.collection('analyticsDays').createIndex({ day: 1 }),
    db.collection('analyticsMonths').createIndex({ siteID: 1, month: 1 }),
    db.collection('analyticsMonths').createIndex({ month: 1 }),
    db.collection('deleted').createIndex({ siteID: 1, deletedAt: -1 }),
    db.collection('idempotencyKeys').createIndex({ createdAt: 1 }),
    db.collection('screens').createIndex({ siteID: 1, lastSeenAt: 1 }),
    db.collection('screenPairings').createIndex({ code: 1 }, { unique: true }),
    db.collection('screenPairings').createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    db.collection('canvaImports').createIndex({ siteID: 1, createdAt: -1 }),
    // Sign-in throttles (services/login-throttle.ts): a pair is forgotten at its expiresAt.
    db.collection('loginThrottles').createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),

    db.collection('versions').createIndex({ siteID: 1, itemKeys: 1, at: -1 }),
    db.collection('versions').createIndex({ siteID: 1, at: -1 }),
    db.collection('versions').createIndex({ at: 1 }),
    db.collection('schedules').createIndex({ state: 1, at: 1 }),
    db.collection('schedules').createIndex({ siteID: 1, state: 1, at: 1 }),
  ]);
}

export default fp(
  async (app) => {
    await ensureIndexes(app.mongo.db);
    // The change bus is registered after the repositories (it watches them); subscriptions start on first read.
    const subscribe: SubscribeToSite = (siteId, onChange) => app.events.subscribe(siteId, onChange);
    const store = createMediaStore(app.config.mediaStore, app.mongo.db, app.config.dataDir);
    const repos = createRepositories(app.mongo.db, store, subscribe);
    app.decorate('repos', repos);
    if (app.config.oidc) await repos.users.adoptEarlierLinks(app.config.oidc.issuer);
    app.addHook('onClose', async () => repos.siteContent.close());
  },
  { name: 'repositories', dependencies: ['mongodb'] },
);
