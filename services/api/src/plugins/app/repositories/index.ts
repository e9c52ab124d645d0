/**
 * Decorates `app.repos` with one repository per collection and creates the indexes the reads rely on.
 * Services reach the database only through these.
 */
import fp from 'fastify-plugin';
import type { Db, Document, Filter } from 'mongodb';
import type { CastScreen, Category, Entry, MediaItem, RecentlyDeletedItem, Site, User } from '@laurel/domain';
import { BaseRepository, type FindOptions } from './base-repository';

export interface StoredUser extends User {
  passwordHash?: string;
  agreementsSignedAt?: string;
}

export interface RefreshTokenDoc {
  _id: string;
  tokenHash: string;
  userId: string;
  family: string;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
}

export type DeletedLogDoc = RecentlyDeletedItem & { _id: string; siteID: string; restoredAt?: string | null };
export type SiteDoc = Site & { _id: string };
export type CastScreenDoc = CastScreen & { _id: string };
export type AnalyticsEventDoc = { _id: string; siteID: string; type: string; path: string; at: string } & Record<
  string,
  unknown
>;

export class SiteRepository extends BaseRepository<SiteDoc> {
  findBySiteId(siteID: string): Promise<SiteDoc | null> {
    return this.findOne({ siteID });
  }
}

/** The recently-deleted log: its items carry `deletedAt` as data, so reads are not scoped by it. */
export class DeletedLogRepository extends BaseRepository<DeletedLogDoc> {
  protected override scope(filter: Filter<Document>): Filter<Document> {
    return filter;
  }
  override async find(filter: Filter<Document>, opts: FindOptions = {}): Promise<DeletedLogDoc[]> {
    let cursor = this.collection.find(filter);
    if (opts.sort) cursor = cursor.sort(opts.sort);
    if (opts.limit) cursor = cursor.limit(opts.limit);
    return (await cursor.toArray()) as unknown as DeletedLogDoc[];
  }
}

export function createRepositories(db: Db) {
  return {
    sites: new SiteRepository(db, 'sites'),
    categories: new BaseRepository<Category>(db, 'categories'),
    entries: new BaseRepository<Entry>(db, 'entries'),
    media: new BaseRepository<MediaItem>(db, 'media'),
    castScreens: new BaseRepository<CastScreenDoc>(db, 'castScreens'),
    users: new BaseRepository<StoredUser>(db, 'users'),
    refreshTokens: new BaseRepository<RefreshTokenDoc>(db, 'refreshTokens'),
    analyticsEvents: new BaseRepository<AnalyticsEventDoc>(db, 'analyticsEvents'),
    deleted: new DeletedLogRepository(db, 'deleted'),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

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
    db.collection('refreshTokens').createIndex({ tokenHash: 1 }, { unique: true }),
    db.collection('analyticsEvents').createIndex({ siteID: 1, at: 1 }),
    db.collection('deleted').createIndex({ siteID: 1, deletedAt: -1 }),
  ]);
}

export default fp(
  async (app) => {
    await ensureIndexes(app.mongo.db);
    app.decorate('repos', createRepositories(app.mongo.db));
  },
  { name: 'repositories', dependencies: ['mongodb'] },
);
