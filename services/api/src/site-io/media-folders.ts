/**
 * Media from before folders were recorded (site files, older data) gets its folders from where it is used:
 * each folder whose media fields hold it and the folder of each profile that holds it. An item used in no
 * folder (the site's logo, sponsors, an unused upload) gets none: admins and editors of all folders see it,
 * editors limited to folders do not (docs/decisions.md "Media library").
 */
import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../plugins/app/repositories';
import { mediaIdsOf } from '../services/media/media-fields';

/** Records the folders of the site's items that have none recorded; returns how many items it looked at. */
export async function deriveMediaFolders(repos: Repositories, siteId: string): Promise<number> {
  const missing = await repos.media.idsWithoutFolders(siteId);
  if (missing.length === 0) return 0;
  const folders = new Map<string, Set<string>>(missing.map((id) => [id, new Set<string>()]));
  const note = (ids: string[], folderId: string) => {
    for (const id of ids) folders.get(id)?.add(folderId);
  };
  const [categories, entries] = await Promise.all([repos.categories.ofSite(siteId), repos.entries.ofSite(siteId)]);
  for (const c of categories) note(mediaIdsOf(c, 'category'), c._id);
  for (const e of entries) note(mediaIdsOf(e, 'entry'), e.categoryID);
  await repos.media.setFoldersWhereMissing(siteId, new Map([...folders].map(([id, set]) => [id, [...set]])));
  return missing.length;
}

/** At start: every site with media whose folders were never recorded. */
export async function deriveAllMediaFolders(app: FastifyInstance): Promise<void> {
  for (const siteId of await app.repos.media.sitesWithoutFolders()) {
    const count = await deriveMediaFolders(app.repos, siteId);
    app.log.info({ siteId, count }, 'media folders derived from where the media is used');
  }
}
