/**
 * The change bus across API replicas: one MongoDB change stream on the database (sites, categories,
 * entries, media, cast screens) turns every insert/update/replace of a site's document into the same
 * `{siteId, kind, id}` notice the local bus sends, whichever replica (or script) made the write: those drop
 * caches. Each bump of a site's content version (`siteVersions`) is sent as the versioned notices of its
 * journal (`{siteId, kind, id, version}`), which the SSE streams relay.
 *
 * The driver resumes the stream by itself after a dropped connection. When it gives up (server down for
 * long, history lost), the stream is reopened with back-off from the last resume token; if events may
 * have been missed (no token, or the server lost that history), every site with listeners gets a `site`
 * notice so that its screens reload. Hard deletes carry no siteID and send nothing (the API soft-deletes
 * content; it hard-deletes only users and tokens, which are not watched).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeStream, ChangeStreamDocument, Db, Document, ResumeToken } from 'mongodb';
import type { ChangeEvent } from '@laurel/domain';
import { WATCHED, type WatchedCollection } from './watched';
import type { JournalEntry } from './site-version-repository';

/** The collection of content versions (site-version-repository.ts): each bump is a versioned notice. */
const VERSIONS = 'siteVersions';

const PIPELINE: Document[] = [
  {
    $match: {
      $or: [
        {
          'ns.coll': { $in: [...Object.keys(WATCHED), VERSIONS] },
          operationType: { $in: ['insert', 'update', 'replace'] },
        },
        { operationType: 'invalidate' }, // the database was dropped: the stream ends
      ],
    },
  },
  {
    $project: {
      operationType: 1,
      ns: 1,
      documentKey: 1,
      'fullDocument.siteID': 1,
      'fullDocument.screenId': 1,
      'fullDocument.version': 1,
      'fullDocument.journal': 1,
    },
  },
];

/**
 * The versioned notices of a bump of `siteVersions`: the journal's entries after the last one this process
 * delivered for the site (`delivered`, updated), or only the newest for a site it has not heard of yet.
 */
export function versionNotices(change: ChangeStreamDocument, delivered: Map<string, number>): ChangeEvent[] {
  const c = change as Document;
  if (c.ns?.coll !== VERSIONS) return [];
  const siteId = String(c.documentKey?._id);
  const doc = c.fullDocument as { version?: number; journal?: JournalEntry[] } | null | undefined;
  const journal = doc?.journal ?? [];
  const last = delivered.get(siteId) ?? (journal.at(-1)?.v ?? 1) - 1;
  const fresh = journal.filter((e) => e.v > last);
  if (fresh.length > 0) delivered.set(siteId, fresh[fresh.length - 1].v);
  return fresh.map((e) => ({ siteId, kind: e.kind, id: e.id, version: e.v }));
}

/** Codes after which resuming from the token is pointless: start afresh (and tell every site). */
const HISTORY_GONE = new Set([260, 280, 286]);
const MAX_BACKOFF_MS = 30_000;

/** The notice for one change event, or null when it names no site. */
export function noticeOf(change: ChangeStreamDocument): ChangeEvent | null {
  const c = change as Document;
  const kind = WATCHED[c.ns?.coll as WatchedCollection];
  const doc = c.fullDocument as Document | null | undefined;
  if (!kind || typeof doc?.siteID !== 'string') return null;
  const id =
    kind === 'site' ? doc.siteID : kind === 'castScreen' ? (doc.screenId ?? c.documentKey._id) : c.documentKey._id;
  return { siteId: doc.siteID, kind, id: String(id) };
}

/** Whether the database serves change streams (a replica set, a sharded cluster, the embedded server). */
async function changeStreamsAvailable(db: Db): Promise<boolean> {
  try {
    const reply = await db.command({ aggregate: 1, pipeline: [{ $changeStream: {} }], cursor: { batchSize: 0 } });
    await db.command({ killCursors: '$cmd.aggregate', cursors: [reply.cursor.id] }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** How the feed reads and moves sites' content versions (site-version-repository.ts). */
export interface FeedVersions {
  /** Counts a content write once across replicas (`op`: the change's resume token). */
  count: (notice: ChangeEvent, op: string) => Promise<void>;
}

export interface ChangeStreamBus {
  /** Resolves once the first stream is open (its start is the point from which no change is missed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

function watchDatabase(
  db: Db,
  log: FastifyBaseLogger,
  deliver: (event: ChangeEvent) => void,
  subscribedSites: () => string[],
  versions: FeedVersions,
): ChangeStreamBus {
  const { count } = versions;
  const delivered = new Map<string, number>();
  let stream: ChangeStream | null = null;
  let token: ResumeToken | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  // Notices may have been missed: every listening site reloads, at once (the database may still be away), with
  // the last version this process heard of (a stream reconnecting from it catches up on the rest).
  const resync = (): void => {
    for (const siteId of subscribedSites()) {
      deliver({ siteId, kind: 'site', id: siteId });
      deliver({ siteId, kind: 'site', id: siteId, version: Math.max(delivered.get(siteId) ?? 1, 1), resync: true });
    }
  };

  const open = (): void => {
    timer = undefined;
    if (closed) return;
    const current = db.watch(PIPELINE, { fullDocument: 'updateLookup', ...(token ? { resumeAfter: token } : {}) });
    stream = current;
    const reopen = (err: Error & { code?: unknown }, lost: boolean): void => {
      if (closed || stream !== current) return;
      stream = null;
      void current.close().catch(() => undefined);
      if (lost) token = undefined;
      failures++;
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures - 1, 6));
      log.warn({ err, retryInMs: delay, resync: lost }, 'change stream failed; reopening');
      if (lost) resync();
      timer = setTimeout(open, delay);
    };
    current.on('resumeTokenChanged', (t) => {
      token = t;
      if (failures > 0) log.info('change stream open again');
      failures = 0;
      markReady();
    });
    current.on('change', (change) => {
      if (change.operationType === 'invalidate') return reopen(new Error('change stream invalidated'), true);
      const notice = noticeOf(change);
      if (notice) {
        deliver(notice);
        void count(notice, String((change._id as { _data?: unknown })._data ?? JSON.stringify(change._id)));
      }
      for (const versioned of versionNotices(change, delivered)) deliver(versioned);
    });
    current.on('error', (err: Error & { code?: unknown }) => reopen(err, !token || HISTORY_GONE.has(Number(err.code))));
  };

  open();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      markReady();
      await stream?.close().catch(() => undefined);
    },
  };
}

/** The database-wide change feed, as a repository: the only code that opens change streams. */
export class ChangeFeedRepository {
  constructor(private readonly db: Db) {}
  /** Whether the database serves change streams (a replica set, a sharded cluster, the embedded server). */
  available(): Promise<boolean> {
    return changeStreamsAvailable(this.db);
  }
  /** Delivers a notice for every write to a watched collection, from whichever process made it. */
  watch(
    log: FastifyBaseLogger,
    deliver: (event: ChangeEvent) => void,
    subscribedSites: () => string[],
    versions: FeedVersions,
  ): ChangeStreamBus {
    return watchDatabase(this.db, log, deliver, subscribedSites, versions);
  }
}
