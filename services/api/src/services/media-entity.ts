/**
 * PATCH …/entity-media: sets a media field of the site, a folder or an entry from media ids. Single-image
 * fields take at most one id (none clears them); list fields take the ids in order.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaItem, User } from '@laurel/domain';
import type { SiteDoc } from '../plugins/app/repositories';
import { badRequest, forbidden, notFound } from '../plugins/app/http-errors';
import { assertCategoryChain, isSiteAdmin } from './access-service';
import { chainOf } from './content-index-service';
import type { MediaRepository } from '../plugins/app/media-repository';

export type EntityDocumentType = 'site' | 'category' | 'entry';
export interface EntityMediaPatch {
  documentType: EntityDocumentType;
  documentId: string;
  field: string;
  mediaIds: string[];
}

export const ENTITY_MEDIA_FIELDS: Record<EntityDocumentType, { single: string[]; list: string[] }> = {
  site: {
    single: ['primaryLogo', 'backgroundImage', 'genericImage'],
    list: ['sponsorImages', 'presentingSponsorImages', 'media'],
  },
  category: { single: ['background', 'cardBackground', 'defaultPersonCardBackground', 'coverImage'], list: [] },
  entry: { single: ['headshot', 'background', 'cardBackground', 'recordInfo.recordImage'], list: ['media'] },
};

async function resolveMedia(media: MediaRepository, siteID: string, ids: string[]): Promise<MediaItem[]> {
  const found = await media.findForSite(siteID, ids);
  const byId = new Map(found.map((m) => [m._id, m]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw badRequest(`Unknown media id(s) for this site: ${missing.join(', ')}`);
  return ids.map((id) => byId.get(id)!);
}

export async function patchEntityMedia(
  app: FastifyInstance,
  media: MediaRepository,
  site: SiteDoc,
  user: User,
  patch: EntityMediaPatch,
): Promise<unknown> {
  const fields = ENTITY_MEDIA_FIELDS[patch.documentType];
  const single = fields.single.includes(patch.field);
  if (!single && !fields.list.includes(patch.field)) {
    throw badRequest(
      `"${patch.field}" is not a media field of a ${patch.documentType}; use one of ${[...fields.single, ...fields.list].join(', ')}.`,
    );
  }
  if (single && patch.mediaIds.length > 1)
    throw badRequest(`"${patch.field}" holds one media item; send at most one id.`);
  const items = await resolveMedia(media, site.siteID, patch.mediaIds);
  const value = single ? (items[0] ?? null) : items;
  const set = { [patch.field]: value, updatedAt: new Date().toISOString() };

  if (patch.documentType === 'site') {
    if (patch.documentId !== site.siteID) throw badRequest('documentId must be the site id for documentType "site".');
    if (!isSiteAdmin(user, site)) throw forbidden();
    const updated = await app.repos.sites.updateById(site._id, { $set: set });
    app.events.emit({ siteId: site.siteID, kind: 'site', id: site.siteID });
    return updated;
  }
  const repo = patch.documentType === 'category' ? app.repos.categories : app.repos.entries;
  const doc = await repo.findOne({ _id: patch.documentId as never, siteID: site.siteID });
  if (!doc) throw notFound(`No ${patch.documentType} exists with id ${patch.documentId}`);
  const categoryId = patch.documentType === 'category' ? doc._id : (doc as { categoryID: string }).categoryID;
  const folders = await app.repos.categories.find({ siteID: site.siteID });
  assertCategoryChain(user, site, chainOf(new Map(folders.map((c) => [c._id, c])), categoryId));
  if (patch.field === 'recordInfo.recordImage' && !(doc as { recordInfo?: unknown }).recordInfo) {
    throw badRequest('This entry is not a record item, so it has no record image.');
  }
  const updated = await repo.updateById(doc._id, { $set: set });
  app.events.emit({ siteId: site.siteID, kind: patch.documentType, id: doc._id });
  return updated;
}
