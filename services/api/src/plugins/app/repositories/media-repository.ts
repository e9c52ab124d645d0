/**
 * Media item documents: the media library's search with paging (by words, or by meaning over the vectors kept
 * in `embedding`, which never leaves the repository), look-ups by id within a site, patches.
 */
import type { AnyBulkWriteOperation, Document, Filter } from 'mongodb';
import type { MediaItem } from '@laurel/domain';
import { BaseRepository, idIn, stripInternal } from './base-repository';
import {
  escapeRegex,
  mediaSearchFilter,
  nearestPipeline,
  type MediaSearch,
  type NearestSearch,
} from './media-search-query';

export type { MediaSearch, NearestSearch } from './media-search-query';

/** A media item's vector for search by meaning, and the model that made it. */
export interface MediaEmbedding {
  model: string;
  vector: number[];
}

export class MediaRepository extends BaseRepository<MediaItem> {
  async search(q: MediaSearch): Promise<{ items: MediaItem[]; total: number }> {
    const filter = mediaSearchFilter(q);
    const [items, total] = await Promise.all([
      this.find(filter, { sort: { createdAt: -1, _id: 1 }, skip: (q.page - 1) * q.limit, limit: q.limit }),
      this.count(filter),
    ]);
    return { items, total };
  }

  /** The items closest in meaning to the query's vector (media-search-query.ts), a page at a time. */
  async nearest(q: NearestSearch): Promise<{ items: MediaItem[]; total: number }> {
    const [result] = await this.collection.aggregate(nearestPipeline(q)).toArray();
    const items = ((result?.items ?? []) as Document[]).map((d) => stripInternal<MediaItem>(d)!);
    return { items, total: (result?.total as { n: number }[] | undefined)?.[0]?.n ?? 0 };
  }

  /** Up to `limit` of the site's items (deleted ones too) with no vector from this model. */
  async withoutEmbedding(siteId: string, model: string, limit: number): Promise<MediaItem[]> {
    return this.find({ siteID: siteId, 'embedding.model': { $ne: model } }, { limit, sort: { createdAt: -1 } });
  }

  /** Stores items' vectors. */
  async setEmbeddings(list: { id: string; embedding: MediaEmbedding }[]): Promise<void> {
    if (list.length === 0) return;
    await this.collection.bulkWrite(
      list.map(({ id, embedding }) => ({
        updateOne: { filter: { _id: id as never }, update: { $set: { embedding } } },
      })),
      { ordered: false },
    );
  }

  /**
   * The site's items (deleted ones too) stored as this file, or whose original a resized variant file
   * (`{base}-w{width}.webp`) was made from, whatever the file is named: with whether each is hidden.
   */
  async byFileName(siteId: string, file: string): Promise<{ _id: string; hidden: boolean }[]> {
    const prefix = `/api/v1/media/${siteId}/`;
    const or: Filter<Document>[] = [{ url: prefix + file }];
    const variantOf = /^(.+)-w\d+\.webp$/.exec(file)?.[1];
    if (variantOf) or.push({ url: { $regex: `^${escapeRegex(prefix + variantOf)}\\.[^./]+$` } });
    const docs = await this.collection
      .find({ siteID: siteId, $or: or }, { projection: { hideInDAM: 1, deletedAt: 1 }, limit: 20 })
      .toArray();
    return docs.map((d) => ({ _id: String(d._id), hidden: d.hideInDAM === true || d.deletedAt != null }));
  }

  /** True when the site's media item was deleted from the library (hideInDAM); false for live or unknown ids. */
  async isDeleted(siteId: string, mediaId: string): Promise<boolean> {
    const item = await this.collection.findOne(
      { _id: mediaId as never, siteID: siteId },
      { projection: { hideInDAM: 1, deletedAt: 1 } },
    );
    return !!item && (item.hideInDAM === true || item.deletedAt != null);
  }

  /** True when the site has this media item and it is live in the library. */
  async isLive(siteId: string, mediaId: string): Promise<boolean> {
    return (await this.findOne({ _id: mediaId as never, siteID: siteId, hideInDAM: { $ne: true } })) !== null;
  }

  /** The site's media items with these ids (others are left out). */
  findForSite(siteId: string, ids: readonly string[]): Promise<MediaItem[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.find({ siteID: siteId, _id: idIn(ids) });
  }

  /** Records that the site's items are used in (or were uploaded into) the folder. */
  async addFolder(siteId: string, ids: readonly string[], categoryId: string): Promise<void> {
    if (ids.length === 0) return;
    await this.updateMany({ siteID: siteId, _id: idIn(ids) }, { $addToSet: { categoryIDs: categoryId } }, true);
  }

  /** The ids of the site's items (deleted ones too) whose folders were never recorded. */
  async idsWithoutFolders(siteId: string): Promise<string[]> {
    const docs = await this.find({ siteID: siteId, categoryIDs: { $exists: false } }, { withDeleted: true });
    return docs.map((d) => d._id);
  }

  /** The site ids that have items whose folders were never recorded (media from before folders were kept). */
  async sitesWithoutFolders(): Promise<string[]> {
    const docs = await this.find({ categoryIDs: { $exists: false } }, { withDeleted: true, projection: { siteID: 1 } });
    return [...new Set(docs.map((d) => d.siteID))];
  }

  /** Sets the folders of items whose folders were never recorded (derived from where they are used). */
  async setFoldersWhereMissing(siteId: string, folders: ReadonlyMap<string, readonly string[]>): Promise<void> {
    if (folders.size === 0) return;
    const ops: AnyBulkWriteOperation<Document>[] = [...folders].map(([id, categoryIDs]) => ({
      updateOne: {
        filter: { _id: id as never, siteID: siteId, categoryIDs: { $exists: false } },
        update: { $set: { categoryIDs: [...categoryIDs] } },
      },
    }));
    await this.collection.bulkWrite(ops, { ordered: false });
  }

  byIdInSite(siteId: string, id: string): Promise<MediaItem | null> {
    return this.findOne({ _id: id as never, siteID: siteId });
  }

  /** Sets `hideInDAM` and metadata fields by dotted path (`'metadata.name'`); returns the item afterwards. */
  setMetadata(id: string, paths: Record<string, unknown>): Promise<MediaItem | null> {
    return this.updateById(id, { $set: paths });
  }

  /** Brings a media item of the site back: shown in the library again, soft-delete mark cleared. */
  async restoreInSite(siteId: string, id: string): Promise<boolean> {
    const shown = await this.updateMany({ _id: id as never, siteID: siteId }, { $set: { hideInDAM: false } }, true);
    const restored = await this.restore(id);
    return shown > 0 || restored !== null;
  }

  /** Removes for good a media item of the site that is in the deleted view (hideInDAM); returns it, or null. */
  async purgeHidden(siteId: string, id: string): Promise<MediaItem | null> {
    const item = await this.findOne({ _id: id as never, siteID: siteId, hideInDAM: true }, true);
    if (!item) return null;
    await this.deleteHard({ _id: id as never, siteID: siteId, hideInDAM: true });
    return item;
  }
}
