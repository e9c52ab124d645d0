/**
 * The `versions` collection (issue 29): one document per save (a bulk save or an import is one document
 * with all its items), each item with its full state after the save. Writing a version is one insert.
 * The same documents, with sign-ins, user changes, pairings and emergency switches (no items), are the
 * activity log. Bounded by the retention sweep: everything of the last 90 days and the last 50 per item.
 */
import type { Document, Filter } from 'mongodb';
import type { ActivityKind, VersionItemKind, VersionSummary } from '@laurel/domain';
import { BaseRepository } from './base-repository';

export interface VersionItemDoc {
  kind: VersionItemKind;
  id: string;
  name: string;
  changed: string[];
  /** The item's stored fields after this save (what Restore puts back). */
  snapshot: Record<string, unknown>;
}

export interface VersionDoc {
  _id: string;
  /** Null for a sign-in: it belongs to every site of the person's client (`clientID`). */
  siteID: string | null;
  clientID?: string;
  at: string;
  by: string;
  kind: ActivityKind;
  summary: string;
  folderIds: string[];
  items: VersionItemDoc[];
  /** `kind:id` of each item: the one indexed field the history of an item is read by. */
  itemKeys: string[];
  restoredFrom?: string;
}

export interface ActivityFilter {
  person?: string;
  folder?: string;
  kind?: ActivityKind;
  from?: string;
  /** Exclusive upper bound on `at`. */
  until?: string;
}

export const itemKey = (kind: VersionItemKind, id: string) => `${kind}:${id}`;

/** A version as the API shows it: without the stored states. */
export function versionSummary(doc: VersionDoc): VersionSummary {
  const { siteID: _s, clientID: _c, itemKeys: _k, items, ...rest } = doc;
  return { ...rest, items: items.map(({ snapshot: _snap, ...item }) => item) };
}

export class VersionRepository extends BaseRepository<VersionDoc> {
  protected override scope(filter: Filter<Document>): Filter<Document> {
    return filter;
  }

  record(doc: VersionDoc): Promise<VersionDoc> {
    return this.insertOne(doc);
  }

  /** The item's versions, newest first (at most `limit`). */
  ofItem(siteId: string, kind: VersionItemKind, id: string, limit: number): Promise<VersionDoc[]> {
    return this.find({ siteID: siteId, itemKeys: itemKey(kind, id) }, { sort: { at: -1 }, limit });
  }

  byIdInSite(siteId: string, id: string): Promise<VersionDoc | null> {
    return this.findOne({ _id: id as never, siteID: siteId });
  }

  /** Activity lines of the site, newest first, without the stored states. */
  activity(site: { siteID: string; clientID: string }, f: ActivityFilter, limit: number): Promise<VersionDoc[]> {
    const filter: Filter<Document> = {
      $or: [{ siteID: site.siteID }, { siteID: null, clientID: site.clientID }],
    };
    if (f.person) filter.by = f.person;
    if (f.folder) filter.folderIds = f.folder;
    if (f.kind) filter.kind = f.kind;
    if (f.from || f.until) filter.at = { ...(f.from ? { $gte: f.from } : {}), ...(f.until ? { $lt: f.until } : {}) };
    return this.find(filter, { sort: { at: -1 }, limit, projection: { 'items.snapshot': 0 } });
  }

  /**
   * Drops versions older than `before` (ISO time) unless one of their items still counts them among its
   * last `keepPerItem`. Looks at one page of `batch` old versions (oldest first, after `after`), so each call
   * is bounded; returns how many it dropped and where the next page starts (null at the end).
   */
  async prune(
    before: string,
    keepPerItem: number,
    after: string | null = null,
    batch = 1000,
  ): Promise<{ dropped: number; next: string | null }> {
    const at = after ? { $lt: before, $gt: after } : { $lt: before };
    const old = await this.collection
      .find({ at }, { projection: { _id: 1, at: 1, siteID: 1, itemKeys: 1 } })
      .sort({ at: 1 })
      .limit(batch)
      .toArray();
    if (old.length === 0) return { dropped: 0, next: null };
    const kept = new Set<string>();
    const seen = new Set<string>();
    for (const v of old) {
      for (const key of (v.itemKeys as string[]) ?? []) {
        const scoped = `${v.siteID as string}|${key}`;
        if (seen.has(scoped)) continue;
        seen.add(scoped);
        const newest = await this.collection
          .find({ siteID: v.siteID, itemKeys: key }, { projection: { _id: 1 } })
          .sort({ at: -1 })
          .limit(keepPerItem)
          .toArray();
        for (const n of newest) kept.add(String(n._id));
      }
    }
    const drop = old.map((v) => String(v._id)).filter((id) => !kept.has(id));
    const dropped = drop.length === 0 ? 0 : await this.deleteHard({ _id: { $in: drop as never[] } });
    return { dropped, next: old.length < batch ? null : String(old[old.length - 1].at) };
  }
}
