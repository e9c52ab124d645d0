/**
 * Putting a version's state back. What the version cannot decide is kept as it is now: which profiles and
 * sub-folders a folder holds (only their order comes back; ones added since go last), record columns that
 * still hold records, where an item lives, and the emergency announcement.
 */
import type { Category, Entry, RecordColumn } from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import type { SiteDoc, VersionDoc } from '../../plugins/app/repositories';
import { applyLayout } from '../categories/category-write-service';
import { emitChange, type AuthedCtx } from '../context';
import { entryNotFound } from '../entries/entry-read-service';
import { diffWithCurrent } from './diff';
import { recordVersion } from './record-version';

export const NOTHING_TO_RESTORE = 'Nothing to restore: this version is the same as the item now.';

/** The current ids in the version's order; ids added since the version keep their order, after them. */
export function orderLike(versionOrder: unknown, current: readonly string[]): string[] {
  const order = Array.isArray(versionOrder) ? (versionOrder as string[]) : [];
  const rank = new Map(order.map((id, i) => [id, i]));
  const known = current.filter((id) => rank.has(id)).sort((a, b) => rank.get(a)! - rank.get(b)!);
  return [...known, ...current.filter((id) => !rank.has(id))];
}

async function restoredColumns(ctx: AuthedCtx, current: Category, version: unknown): Promise<RecordColumn[]> {
  const columns = Array.isArray(version) ? (version as RecordColumn[]) : [];
  const ids = new Set(columns.map((c) => c.columnID));
  const kept: RecordColumn[] = [];
  for (const column of current.recordColumns) {
    if (ids.has(column.columnID)) continue;
    const records = await ctx.app.repos.entries.recordsOfColumn(ctx.site.siteID, current._id, column.columnID);
    if (records.length > 0) kept.push(column);
  }
  return [...columns, ...kept];
}

async function restoreCategory(ctx: AuthedCtx, current: Category, snapshot: Record<string, unknown>) {
  let base = current;
  const layout = snapshot.layout as Category['layout'] | undefined;
  if (layout && layout !== current.layout) base = await applyLayout(ctx, current, layout);
  const fields: Partial<Category> = {
    ...(snapshot as Partial<Category>),
    entries: orderLike(snapshot.entries, base.entries),
    categories: orderLike(snapshot.categories, base.categories),
    recordColumns: await restoredColumns(ctx, base, snapshot.recordColumns),
  };
  delete fields.layout;
  const updated = await ctx.app.repos.categories.setFields(current._id, fields);
  if (!updated) throw badRequest(`Category ${current._id} was deleted meanwhile.`);
  emitChange(ctx, 'category', current._id);
  // A top-level folder's place is database-only: the restore's own version names the place it put back.
  return 'position' in snapshot ? { ...updated, position: snapshot.position } : updated;
}

async function restoreEntry(ctx: AuthedCtx, current: Entry, snapshot: Record<string, unknown>) {
  const updated = await ctx.app.repos.entries.setFields(current._id, snapshot as Partial<Entry>);
  if (!updated) throw entryNotFound(current._id);
  emitChange(ctx, 'entry', current._id);
  return updated;
}

async function restoreSite(ctx: AuthedCtx, snapshot: Record<string, unknown>) {
  const updated = await ctx.app.repos.sites.setFields(ctx.site._id, snapshot as Partial<SiteDoc>);
  if (!updated) throw badRequest('The site was removed meanwhile.');
  ctx.site = updated;
  emitChange(ctx, 'site', updated.siteID);
  return updated;
}

/** Puts the snapshot back and keeps that as a new version ("restore"). 400 when it would change nothing. */
export async function restoreSnapshot(
  ctx: AuthedCtx,
  kind: 'entry' | 'category' | 'site',
  current: Entry & Category & SiteDoc,
  snapshot: Record<string, unknown>,
  versionId: string,
): Promise<VersionDoc> {
  if (diffWithCurrent(kind, snapshot, current).length === 0) throw badRequest(NOTHING_TO_RESTORE);
  const after =
    kind === 'entry'
      ? await restoreEntry(ctx, current, snapshot)
      : kind === 'category'
        ? await restoreCategory(ctx, current, snapshot)
        : await restoreSite(ctx, snapshot);
  const version = await recordVersion(ctx, 'restore', [{ kind, before: current, after }], { restoredFrom: versionId });
  if (!version) throw badRequest(NOTHING_TO_RESTORE);
  return version;
}
