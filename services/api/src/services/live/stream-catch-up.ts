/**
 * What a change stream opened behind is sent first (issue 26): the journal's changes after the version the page
 * shows (`Last-Event-ID` on a reconnect, `?since=` on a page's first open), or a `reload` when the journal does
 * not reach back that far. Visitors get what they would have heard live: the site and cast screens, media
 * still in the library, folders and entries publicly visible now; a change to something they cannot see now
 * (it may have just been hidden) is told as an unnamed folder change, so their listings refresh and no id of
 * unpublished content is shown. Account changes go to editors only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isEntryPubliclyVisible, visibleCategoryIds, type ChangeEvent } from '@laurel/domain';
import type { JournalEntry } from '../../plugins/app/repositories/site-version-repository';

/** The version a stream starts after: `Last-Event-ID`, else `?since=`; null when neither names one. */
export function streamStart(request: FastifyRequest & { query: { since?: string } }): number | null {
  const header = request.headers['last-event-id'];
  const query = request.query.since;
  const value = typeof header === 'string' && /^[0-9]{1,15}$/.test(header.trim()) ? header.trim() : query;
  return value === undefined ? null : Number(value);
}

export type CatchUp = { version: number; changes: ChangeEvent[] | 'reload' };

/** The notices a stream at `since` has missed, as its viewer may hear them. */
export async function catchUp(
  app: FastifyInstance,
  siteId: string,
  since: number | null,
  editor: boolean,
): Promise<CatchUp> {
  if (since === null) return { version: (await app.repos.siteVersions.current(siteId)).version, changes: [] };
  const found = await app.repos.siteVersions.since(siteId, since);
  if (found.changes === 'reload') return { version: found.version, changes: 'reload' };
  const entries = found.changes;
  const notice = (e: JournalEntry): ChangeEvent => ({ siteId, kind: e.kind, id: e.id, version: e.v });
  if (editor || entries.length === 0) return { version: found.version, changes: entries.map(notice) };
  const site = await app.repos.siteContent.site(siteId);
  const index = await app.repos.siteContent.index(siteId, site?.publicCategoryFilter ?? []);
  const folders = new Set(visibleCategoryIds(index));
  const changes: ChangeEvent[] = [];
  for (const e of entries) {
    if (e.kind === 'user') continue;
    if (e.kind === 'media' && !(await app.repos.media.isLive(siteId, e.id))) continue;
    const hidden =
      (e.kind === 'category' && !folders.has(e.id)) || (e.kind === 'entry' && !isEntryPubliclyVisible(index, e.id));
    changes.push(hidden ? { siteId, kind: 'category', id: '', version: e.v } : notice(e));
  }
  return { version: found.version, changes };
}
