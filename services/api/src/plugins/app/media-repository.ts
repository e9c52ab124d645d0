/** Media item documents: search with paging for the media library, plus the base reads and writes. */
import type { Db, Document, Filter } from 'mongodb';
import type { MediaItem } from '@laurel/domain';
import { BaseRepository } from './repositories/base-repository';

export interface MediaSearch {
  siteID: string;
  page: number;
  limit: number;
  text?: string;
  tags?: string[];
  hideInDAM: boolean;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class MediaRepository extends BaseRepository<MediaItem> {
  constructor(db: Db) {
    super(db, 'media');
  }

  async search(q: MediaSearch): Promise<{ items: MediaItem[]; total: number }> {
    const filter: Filter<Document> = { siteID: q.siteID, hideInDAM: q.hideInDAM };
    const and: Filter<Document>[] = [];
    if (q.text) {
      const pattern = { $regex: escapeRegex(q.text), $options: 'i' };
      and.push({
        $or: [{ 'metadata.name': pattern }, { 'metadata.description': pattern }, { 'metadata.tags': pattern }],
      });
    }
    if (q.tags && q.tags.length > 0) and.push({ 'metadata.tags': { $all: q.tags } });
    if (and.length > 0) filter.$and = and;
    const [items, total] = await Promise.all([
      this.find(filter, { sort: { createdAt: -1, _id: 1 }, skip: (q.page - 1) * q.limit, limit: q.limit }),
      this.count(filter),
    ]);
    return { items, total };
  }

  /** The site's media items with these ids (others are left out). */
  findForSite(siteID: string, ids: string[]): Promise<MediaItem[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.find({ siteID, _id: { $in: ids as never[] } });
  }
}
