/**
 * The recently-deleted area: deleting keeps the documents (with `deletedAt`) and logs one item per
 * deleted thing; restoring clears `deletedAt` on the document and on everything deleted with it.
 */
import { randomUUID } from 'node:crypto';
import type { RecentlyDeletedItem } from '@laurel/domain';
import { notFound } from '../plugins/app/http-errors';
import { actorOf, emitChange, type AuthedCtx } from './context';
import { restoreCategory, restoreEntry } from './restore-service';

export type DocumentType = RecentlyDeletedItem['documentType'];

export async function logDeleted(
  ctx: AuthedCtx,
  items: Omit<RecentlyDeletedItem, 'deletedAt' | 'deletedBy'>[],
): Promise<void> {
  const deletedAt = new Date().toISOString();
  const docs = items.map((i) => ({
    ...i,
    _id: randomUUID(),
    siteID: ctx.site.siteID,
    deletedAt,
    deletedBy: actorOf(ctx),
    restoredAt: null,
  }));
  await ctx.app.repos.deleted.insertMany(docs);
}

export async function listDeleted(ctx: AuthedCtx): Promise<RecentlyDeletedItem[]> {
  const docs = await ctx.app.repos.deleted.find(
    { siteID: ctx.site.siteID, restoredAt: null },
    { sort: { deletedAt: -1 }, limit: 1000 },
  );
  return docs.map(({ documentType, documentId, name, deletedAt, deletedBy, parentCategoryID }) => ({
    documentType,
    documentId,
    name,
    deletedAt,
    deletedBy,
    ...(parentCategoryID !== undefined ? { parentCategoryID } : {}),
  }));
}

async function restoreOther(ctx: AuthedCtx, documentType: 'media' | 'castScreen', id: string): Promise<boolean> {
  const { repos } = ctx.app;
  if (documentType === 'media') {
    const res = await repos.media.updateMany(
      { _id: id as never, siteID: ctx.site.siteID },
      { $set: { hideInDAM: false } },
      true,
    );
    const restored = await repos.media.restore(id);
    return res > 0 || restored !== null;
  }
  const screen = await repos.castScreens.findOne({ _id: id as never, siteID: ctx.site.siteID }, true);
  return screen !== null && (await repos.castScreens.restore(id)) !== null;
}

export async function restoreDocument(ctx: AuthedCtx, documentType: DocumentType, documentId: string): Promise<void> {
  let restored = false;
  if (documentType === 'category') restored = await restoreCategory(ctx, documentId);
  else if (documentType === 'entry') restored = await restoreEntry(ctx, documentId);
  else restored = await restoreOther(ctx, documentType, documentId);
  if (!restored) throw notFound(`No deleted ${documentType} ${documentId} in this site.`);
  await ctx.app.repos.deleted.updateMany(
    { siteID: ctx.site.siteID, documentType, documentId, restoredAt: null },
    { $set: { restoredAt: new Date().toISOString() } },
  );
  emitChange(ctx, documentType, documentId);
}
