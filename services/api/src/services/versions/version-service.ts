/**
 * An item's history: its versions, one version compared with the item as it is now, and Restore (itself a
 * new version). Each is allowed exactly when editing the item is: a profile or folder for editors of its
 * folder (a limited editor only for their folders), the site's settings for site admins.
 */
import {
  isSiteAdmin,
  type Category,
  type Entry,
  type VersionDetailReply,
  type VersionItemKind,
  type VersionListReply,
  type VersionRestoreReply,
} from '@laurel/domain';
import { forbidden, notFound } from '../../plugins/app/http-errors';
import { versionSummary } from '../../plugins/app/repositories/version-repository';
import type { SiteDoc } from '../../plugins/app/repositories';
import { editableCategory, siteCategories } from '../categories/category-access';
import { entryNotFound } from '../entries/entry-read-service';
import type { AuthedCtx } from '../context';
import { diffWithCurrent } from './diff';
import { restoreSnapshot } from './restore';

/** How many versions the History panel lists (the most kept per item). */
export const HISTORY_LIMIT = 50;

/** The item as it is now, after checking the user may edit it (404 / 403 otherwise). */
export async function editableItem(ctx: AuthedCtx, kind: VersionItemKind, id: string): Promise<object> {
  if (kind === 'site') {
    if (id !== ctx.site.siteID) throw notFound(`Site ${id} not found.`);
    if (!isSiteAdmin(ctx.user, ctx.site)) throw forbidden();
    return ctx.site;
  }
  const map = await siteCategories(ctx);
  if (kind === 'category') return editableCategory(ctx, map, id);
  const entry = await ctx.app.repos.entries.byIdInSite(ctx.site.siteID, id);
  if (!entry) throw entryNotFound(id);
  editableCategory(ctx, map, entry.categoryID);
  return entry;
}

export async function listVersions(ctx: AuthedCtx, kind: VersionItemKind, id: string): Promise<VersionListReply> {
  await editableItem(ctx, kind, id);
  const docs = await ctx.app.repos.versions.ofItem(ctx.site.siteID, kind, id, HISTORY_LIMIT);
  return { versions: docs.map(versionSummary) };
}

async function versionOf(ctx: AuthedCtx, kind: VersionItemKind, id: string, versionId: string) {
  const doc = await ctx.app.repos.versions.byIdInSite(ctx.site.siteID, versionId);
  const item = doc?.items.find((i) => i.kind === kind && i.id === id);
  if (!doc || !item)
    throw notFound(
      `Version ${versionId} of this item not found (versions older than 90 days beyond the last 50 are not kept).`,
    );
  return { doc, item };
}

/**
 * A top-level folder's place (`position`) is database-only, so the item read for an edit lacks it; a version of
 * the top-level order holds it, and is compared with (and restores) the folder's place as it is now.
 */
async function withPosition(ctx: AuthedCtx, kind: VersionItemKind, current: object, snapshot: object) {
  if (kind !== 'category' || !('position' in snapshot)) return current;
  const position = (await ctx.app.repos.categories.positions(ctx.site.siteID)).get((current as Category)._id);
  return { ...current, position };
}

export async function getVersion(
  ctx: AuthedCtx,
  kind: VersionItemKind,
  id: string,
  versionId: string,
): Promise<VersionDetailReply> {
  const found = await editableItem(ctx, kind, id);
  const { doc, item } = await versionOf(ctx, kind, id, versionId);
  const current = await withPosition(ctx, kind, found, item.snapshot);
  return { version: versionSummary(doc), diff: diffWithCurrent(kind, item.snapshot, current) };
}

export async function restoreVersion(
  ctx: AuthedCtx,
  kind: VersionItemKind,
  id: string,
  versionId: string,
): Promise<VersionRestoreReply> {
  const found = await editableItem(ctx, kind, id);
  const { item } = await versionOf(ctx, kind, id, versionId);
  const current = await withPosition(ctx, kind, found, item.snapshot);
  const version = await restoreSnapshot(ctx, kind, current as Entry & Category & SiteDoc, item.snapshot, versionId);
  return { restored: true, version: versionSummary(version) };
}
