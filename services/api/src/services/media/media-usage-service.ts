/** Where a media item is shown: the site, folders and profiles whose media fields hold it (media library). */
import type { MediaUsage, MediaUsageReply } from '@laurel/domain';
import type { AuthedCtx } from '../context';
import { mediaPaths, valuesAt } from './media-fields';
import { mediaFolderScope, visibleMediaItem } from './media-scope';

/** The site's media fields, and the home buttons' images. */
const SITE_PATHS = [...mediaPaths('site'), 'homeButtons.image'];

/** The paths of `doc` that hold the media item. */
export function fieldsHolding(doc: unknown, paths: readonly string[], mediaId: string): string[] {
  return paths.filter((p) => valuesAt(doc, p).some((m) => (m as { _id?: unknown } | null)?._id === mediaId));
}

export async function mediaUsage(ctx: AuthedCtx, mediaId: string): Promise<MediaUsageReply> {
  const { sites, categories, entries } = ctx.app.repos;
  const siteId = ctx.site.siteID;
  await visibleMediaItem(ctx, mediaId);
  // An editor limited to folders is told only of the folders and profiles they may edit.
  const scope = await mediaFolderScope(ctx);
  const mine = (folderId: string) => scope === null || scope.includes(folderId);
  const [siteDocs, allFolders, allProfiles] = await Promise.all([
    sites.usingMedia(siteId, mediaId, SITE_PATHS, { styleName: 1, siteID: 1 }),
    categories.usingMedia(siteId, mediaId, mediaPaths('category'), { categoryName: 1 }),
    entries.usingMedia(siteId, mediaId, mediaPaths('entry'), { firstName: 1, lastName: 1, categoryID: 1 }),
  ]);
  const folders = allFolders.filter((c) => mine(c._id));
  const profiles = allProfiles.filter((e) => mine(e.categoryID));
  const usedIn: MediaUsage[] = [
    ...siteDocs.map((s) => ({
      documentType: 'site' as const,
      documentId: s.siteID,
      name: s.styleName || s.siteID,
      fields: fieldsHolding(s, SITE_PATHS, mediaId),
    })),
    ...folders.map((c) => ({
      documentType: 'category' as const,
      documentId: c._id,
      name: c.categoryName,
      fields: fieldsHolding(c, mediaPaths('category'), mediaId),
    })),
    ...profiles.map((e) => ({
      documentType: 'entry' as const,
      documentId: e._id,
      name: `${e.firstName} ${e.lastName}`.trim(),
      categoryID: e.categoryID,
      fields: fieldsHolding(e, mediaPaths('entry'), mediaId),
    })),
  ];
  return { usedIn };
}
