/**
 * Each site's content version (issue 26): one stored number per site, moved on by every change notice the API
 * emits, with a journal of the last JOURNAL_LENGTH changes (`{v, kind, id}`). It is the key of the API's public
 * caches, the `id:` of every SSE notice and part of every public reply's ETag; a stream opened at version N is
 * sent the journal's entries after N (`since`), or told to reload everything when N is older than the journal.
 * The collection is watched by the change feed: each bump reaches every API replica as a versioned notice.
 */
import type { ChangeKind } from '@laurel/domain';
import { BaseRepository, nowIso } from './base-repository';

/** Changes kept per site for streams that reconnect or open behind (about a busy editing session's minutes). */
export const JOURNAL_LENGTH = 200;

export interface JournalEntry {
  v: number;
  kind: ChangeKind;
  id: string;
  /** The database change it counts (change streams: each replica hears it, only one bump counts it). */
  op?: string;
}

export interface SiteVersionDoc {
  _id: string;
  version: number;
  changedAt: string;
  journal?: JournalEntry[];
}

/** What changed after a version: the entries in order, or 'reload' when the journal does not reach back. */
export type ChangesSince = { version: number; changes: JournalEntry[] } | { version: number; changes: 'reload' };

/** The journal's answer for a stream at `since` (pure, for the repository and the tests). */
export function changesSince(doc: Pick<SiteVersionDoc, 'version' | 'journal'> | null, since: number): ChangesSince {
  const version = doc?.version ?? 0;
  if (since >= version) return { version, changes: [] };
  const journal = doc?.journal ?? [];
  const oldest = journal[0]?.v ?? version + 1;
  if (since < oldest - 1 || since < 0) return { version, changes: 'reload' };
  return { version, changes: journal.filter((e) => e.v > since) };
}

export class SiteVersionRepository extends BaseRepository<SiteVersionDoc> {
  /**
   * One more change of the site: its new version, journaled with what changed (one atomic update). With `op`
   * (a database change heard by every replica) it counts once: null when another replica already counted it.
   */
  async bump(siteId: string, change: Omit<JournalEntry, 'v'>): Promise<number | null> {
    const version = { $add: [{ $ifNull: ['$version', 0] }, 1] };
    const entry = {
      v: version,
      kind: { $literal: change.kind },
      id: { $literal: change.id },
      ...(change.op ? { op: { $literal: change.op } } : {}),
    };
    const filter = change.op ? { _id: siteId as never, 'journal.op': { $ne: change.op } } : { _id: siteId as never };
    const after = await this.collection
      .findOneAndUpdate(
        filter,
        [
          {
            $set: {
              version,
              changedAt: nowIso(),
              journal: { $slice: [{ $concatArrays: [{ $ifNull: ['$journal', []] }, [entry]] }, -JOURNAL_LENGTH] },
            },
          },
        ],
        { upsert: true, returnDocument: 'after', projection: { version: 1 } },
      )
      .catch((err: { code?: number }) => {
        if (change.op && err.code === 11000) return null; // counted by another replica (the upsert met its _id)
        throw err;
      });
    return after ? Number(after.version) : null;
  }

  async current(siteId: string): Promise<{ version: number; changedAt: string | null }> {
    const doc = await this.collection.findOne({ _id: siteId as never }, { projection: { version: 1, changedAt: 1 } });
    return { version: Number(doc?.version ?? 0), changedAt: (doc?.changedAt as string | undefined) ?? null };
  }

  /** What changed after `since` (see `changesSince`). */
  async since(siteId: string, since: number): Promise<ChangesSince> {
    const doc = await this.collection.findOne({ _id: siteId as never });
    return changesSince(doc as SiteVersionDoc | null, since);
  }
}
