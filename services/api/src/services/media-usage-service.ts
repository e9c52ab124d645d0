/** Where a media item is shown: the site, folders and profiles whose media fields hold it (media library). */
import { ENTITY_MEDIA_FIELDS, type MediaUsage, type MediaUsageReply } from '@laurel/domain';
import { notFound } from '../plugins/app/http-errors';
import type { AuthedCtx } from './context';
import { mediaNotFound } from './media-service';

const pathsOf = (t: keyof typeof ENTITY_MEDIA_FIELDS): string[] => [
  ...ENTITY_MEDIA_FIELDS[t].single,
  ...ENTITY_MEDIA_FIELDS[t].list,
];
/** The site's media fields, and the home buttons' images. */
const SITE_PATHS = [...pathsOf('site'), 'homeButtons.image'];

/** The value at a dotted path, through lists (`homeButtons.image` of every button). */
function valuesAt(doc: unknown, path: string): unknown[] {
  let values: unknown[] = [doc];
  for (const key of path.split('.')) {
    values = values
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined));
  }
  return values.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

/** The paths of `doc` that hold the media item. */
export function fieldsHolding(doc: unknown, paths: readonly string[], mediaId: string): string[] {
  return paths.filter((p) => valuesAt(doc, p).some((m) => (m as { _id?: unknown } | null)?._id === mediaId));
}

export async function mediaUsage(ctx: AuthedCtx, mediaId: string): Promise<MediaUsageReply> {
  const { media, sites, categories, entries } = ctx.app.repos;
  const siteId = ctx.site.siteID;
  const [item] = await media.findForSite(siteId, [mediaId]);
  if (!item) throw notFound(mediaNotFound(mediaId));
  const [siteDocs, folders, profiles] = await Promise.all([
    sites.usingMedia(siteId, mediaId, SITE_PATHS, { styleName: 1, siteID: 1 }),
    categories.usingMedia(siteId, mediaId, pathsOf('category'), { categoryName: 1 }),
    entries.usingMedia(siteId, mediaId, pathsOf('entry'), { firstName: 1, lastName: 1, categoryID: 1 }),
  ]);
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
      fields: fieldsHolding(c, pathsOf('category'), mediaId),
    })),
    ...profiles.map((e) => ({
      documentType: 'entry' as const,
      documentId: e._id,
      name: `${e.firstName} ${e.lastName}`.trim(),
      categoryID: e.categoryID,
      fields: fieldsHolding(e, pathsOf('entry'), mediaId),
    })),
  ];
  return { usedIn };
}
