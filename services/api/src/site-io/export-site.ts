/**
 * Exports one site as a site file (format laurel-site@1): the site, its live folders, entries, media and
 * cast screens, and the accounts of its client (with password hashes, so an import keeps sign-in working).
 * `exportMediaFiles` copies the original media files into a folder to travel beside the JSON.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { noDocumentForSite, type SiteFile } from '@laurel/domain';
import { notFound } from '../plugins/app/http-errors';
import type { Repositories } from '../plugins/app/repositories';
import type { MediaFileRepository } from '../plugins/app/repositories/media-file-repository';
import { SITE_FILE_FORMAT } from './site-file-check';

export async function exportSite(repos: Repositories, siteId: string): Promise<SiteFile> {
  const stored = await repos.sites.findBySiteId(siteId);
  if (!stored) throw notFound(noDocumentForSite(siteId));
  const [categories, entries, media, castScreens, users] = await Promise.all([
    // Top-level folders in their stored order, so that a re-import keeps it (import numbers them by file order).
    repos.categories.ofSiteInOrder(siteId),
    repos.entries.exportOfSite(siteId),
    repos.media.exportOfSite(siteId),
    repos.castScreens.exportOfSite(siteId),
    repos.users.exportOfClient(stored.clientID),
  ]);
  const { _id: _site, ...site } = stored;
  return {
    format: SITE_FILE_FORMAT,
    site,
    categories,
    entries,
    media,
    castScreens: castScreens.map(({ _id: _screen, ...screen }) => screen),
    // A provider link belongs to this server's account, not to the file: it is not exported (nor imported).
    users: users.map(
      ({ agreementsSignedAt: _signed, providerIdentity: _identity, linkedAt: _linked, ...user }) => user,
    ),
  };
}

/** Copies the site's original media files (not the variants) into `targetDir`; returns how many. */
export async function exportMediaFiles(files: MediaFileRepository, siteId: string, targetDir: string): Promise<number> {
  const names = await files.listOriginals(siteId);
  await mkdir(targetDir, { recursive: true });
  for (const name of names) {
    await pipeline(await files.open(siteId, name), createWriteStream(path.join(targetDir, name)));
  }
  return names.length;
}
