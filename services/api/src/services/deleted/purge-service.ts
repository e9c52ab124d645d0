/**
 * Deleting for good from recently deleted (admins): the document leaves the database (a folder with the
 * sub-folders and profiles deleted with it; a media item with its files on disk) and its log items go.
 * Only what is in recently deleted can be deleted for good; live content is never touched here.
 */
import type { DocumentType } from '@laurel/domain';
import { notFound } from '../../plugins/app/http-errors';
import { localFileName } from '../../site-io/media-refs';
import { emitChange, type AuthedCtx } from '../context';

async function purgeOne(ctx: AuthedCtx, documentType: DocumentType, documentId: string): Promise<boolean> {
  const { categories, entries, media, mediaFiles, castScreens } = ctx.app.repos;
  const siteId = ctx.site.siteID;
  switch (documentType) {
    case 'category': {
      const gone = await categories.purgeWith(siteId, documentId);
      if (gone > 0) await entries.purgeWith(siteId, documentId);
      return gone > 0;
    }
    case 'entry':
      return (await entries.purgeOne(siteId, documentId)) > 0;
    case 'media': {
      const item = await media.purgeHidden(siteId, documentId);
      const file = item && !item.isExternal ? localFileName(item.url) : null;
      if (file) await mediaFiles.removeWithVariants(siteId, file);
      return item !== null;
    }
    case 'castScreen':
      return (await castScreens.purgeOne(siteId, documentId)) > 0;
  }
}

export async function purgeDocument(ctx: AuthedCtx, documentType: DocumentType, documentId: string): Promise<void> {
  if (!(await purgeOne(ctx, documentType, documentId)))
    throw notFound(`No deleted ${documentType} ${documentId} in this site.`);
  await ctx.app.repos.deleted.forget(ctx.site.siteID, documentType, documentId);
  emitChange(ctx, documentType, documentId);
}
