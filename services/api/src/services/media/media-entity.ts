/**
 * PATCH …/entity-media: sets a media field of the site, a folder or an entry from media ids. Single-image
 * fields take at most one id (none clears them); list fields take the ids in order (ENTITY_MEDIA_FIELDS).
 */
import {
  canEditCategory,
  categoryChain,
  ENTITY_MEDIA_FIELDS,
  isSiteAdmin,
  type Category,
  type EntityMediaPatch,
  type Entry,
  type MediaItem,
  type Site,
} from '@laurel/domain';
import { badRequest, forbidden, notFound } from '../../plugins/app/http-errors';
import { emitChange, type AuthedCtx } from '../context';
import { embeddedMedia, tieMediaToFolder, visibleMediaItems } from './media-scope';
import { fitting } from './media-ref-service';

/** The items to embed, in order; ids the user may not see (media-scope) count as unknown. */
async function resolveMedia(ctx: AuthedCtx, mediaIds: string[]): Promise<MediaItem[]> {
  const found = await visibleMediaItems(ctx, mediaIds);
  const byId = new Map(found.map((m) => [m._id, embeddedMedia(m)]));
  const missing = mediaIds.filter((id) => !byId.has(id));
  if (missing.length > 0) throw badRequest(`Unknown media id(s) for this site: ${missing.join(', ')}`);
  return mediaIds.map((id) => byId.get(id)!);
}

async function assertMayEditFolder(ctx: AuthedCtx, categoryId: string): Promise<void> {
  const folders = await ctx.app.repos.categories.ofSite(ctx.site.siteID);
  const chain = categoryChain(new Map(folders.map((c) => [c._id, c])), categoryId);
  if (!canEditCategory(ctx.user, ctx.site, chain)) throw forbidden();
}

/** Replies with the patched document (the site, the folder or the entry). */
export async function patchEntityMedia(
  ctx: AuthedCtx,
  patch: EntityMediaPatch,
): Promise<Site | Category | Entry | null> {
  const fields: { readonly single: readonly string[]; readonly list: readonly string[] } =
    ENTITY_MEDIA_FIELDS[patch.documentType];
  const single = fields.single.includes(patch.field);
  if (!single && !fields.list.includes(patch.field)) {
    throw badRequest(
      `"${patch.field}" is not a media field of a ${patch.documentType}; use one of ${[...fields.single, ...fields.list].join(', ')}.`,
    );
  }
  if (single && patch.mediaIds.length > 1)
    throw badRequest(`"${patch.field}" holds one media item; send at most one id.`);
  // Resolved after the access checks, so a folder the user may not edit answers 403 first.
  const pathsFor = async () => {
    const field = patch.field.replace(/^recordInfo\./, '');
    const items = (await resolveMedia(ctx, patch.mediaIds)).map((item) => fitting(field, item));
    return { [patch.field]: single ? (items[0] ?? null) : items };
  };
  const { sites, categories, entries } = ctx.app.repos;
  const { site } = ctx;

  if (patch.documentType === 'site') {
    if (patch.documentId !== site.siteID) throw badRequest('documentId must be the site id for documentType "site".');
    if (!isSiteAdmin(ctx.user, site)) throw forbidden();
    const updated = await sites.setPaths(site._id, await pathsFor());
    emitChange(ctx, 'site', site.siteID);
    return updated;
  }
  const missing = () => notFound(`No ${patch.documentType} exists with id ${patch.documentId}`);
  if (patch.documentType === 'category') {
    const folder = await categories.byIdInSite(site.siteID, patch.documentId);
    if (!folder) throw missing();
    await assertMayEditFolder(ctx, folder._id);
    const paths = await pathsFor();
    await tieMediaToFolder(ctx, patch.mediaIds, folder._id);
    const updated = await categories.setPaths(folder._id, paths);
    emitChange(ctx, 'category', folder._id);
    return updated;
  }
  const entry = await entries.byIdInSite(site.siteID, patch.documentId);
  if (!entry) throw missing();
  await assertMayEditFolder(ctx, entry.categoryID);
  if (patch.field === 'recordInfo.recordImage' && !entry.recordInfo) {
    throw badRequest('This entry is not a record item, so it has no record image.');
  }
  const paths = await pathsFor();
  await tieMediaToFolder(ctx, patch.mediaIds, entry.categoryID);
  const updated = await entries.setPaths(entry._id, paths);
  emitChange(ctx, 'entry', entry._id);
  return updated;
}
