/**
 * The recently-deleted area: deleting keeps the documents (with `deletedAt`) and logs one item per
 * deleted thing; restoring clears `deletedAt` on the document and on everything deleted with it.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentType, RecentlyDeletedItem, RestoreReply } from '@laurel/domain';
import { notFound } from '../../plugins/app/http-errors';
import { actorOf, emitChange, type AuthedCtx } from '../context';
import { restoreCategory, restoreEntry } from './restore-service';

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

/** What a deleted folder took with it: its sub-folders and the profiles of all of them. */
async function contentsOf(ctx: AuthedCtx, folderId: string): Promise<RecentlyDeletedItem['contents']> {
  const siteId = ctx.site.siteID;
  const [folders, entries] = await Promise.all([
    ctx.app.repos.categories.countDeletedWith(siteId, folderId),
    ctx.app.repos.entries.countDeletedWith(siteId, folderId),
  ]);
  return { folders, entries };
}

export async function listDeleted(ctx: AuthedCtx): Promise<RecentlyDeletedItem[]> {
  const docs = await ctx.app.repos.deleted.notRestored(ctx.site.siteID);
  return Promise.all(
    docs.map(async ({ documentType, documentId, name, deletedAt, deletedBy, parentCategoryID }) => ({
      documentType,
      documentId,
      name,
      deletedAt,
      deletedBy,
      ...(parentCategoryID !== undefined ? { parentCategoryID } : {}),
      ...(documentType === 'category' ? { contents: await contentsOf(ctx, documentId) } : {}),
    })),
  );
}

/** Restores one document; false when there is no such deleted document, or where a profile went. */
async function restoreOne(
  ctx: AuthedCtx,
  documentType: DocumentType,
  documentId: string,
): Promise<boolean | RestoreReply['into']> {
  const { media, castScreens } = ctx.app.repos;
  switch (documentType) {
    case 'category':
      return restoreCategory(ctx, documentId);
    case 'entry':
      return (await restoreEntry(ctx, documentId)) ?? false;
    case 'media':
      return media.restoreInSite(ctx.site.siteID, documentId);
    case 'castScreen':
      return castScreens.restoreInSite(ctx.site.siteID, documentId);
  }
}

export async function restoreDocument(
  ctx: AuthedCtx,
  documentType: DocumentType,
  documentId: string,
): Promise<RestoreReply> {
  const done = await restoreOne(ctx, documentType, documentId);
  if (!done) throw notFound(`No deleted ${documentType} ${documentId} in this site.`);
  await ctx.app.repos.deleted.markRestored(ctx.site.siteID, documentType, documentId);
  emitChange(ctx, documentType, documentId);
  return typeof done === 'object' ? { restored: true, into: done } : { restored: true };
}
