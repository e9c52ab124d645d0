/**
 * Exports one site as a site file (format laurel-site@1): the site, its live folders, entries, media and
 * cast screens, and the accounts of its client (with password hashes, so an import keeps sign-in working).
 * `exportMediaFiles` copies the original media files into a folder to travel beside the JSON.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db, Document } from 'mongodb';
import type { SiteFile } from '@laurel/domain';
import { notFound } from '../plugins/app/http-errors';
import { MediaFileRepository } from '../plugins/app/media-file-repository';
import { SITE_FILE_FORMAT } from './site-file-check';

const live = { deletedAt: null };
const INTERNAL_FIELDS = ['deletedAt', 'deletedBy', 'agreementsSignedAt', 'position'];

function clean<T>(doc: Document, dropId = false): T {
  const out: Document = { ...doc };
  for (const key of INTERNAL_FIELDS) delete out[key];
  if (dropId) delete out._id;
  return out as T;
}

export async function exportSite(db: Db, siteId: string): Promise<SiteFile> {
  const site = await db.collection('sites').findOne({ siteID: siteId });
  if (!site) throw notFound(`No document exists for siteID ${siteId}`);
  const bySite = { siteID: siteId, ...live };
  const [categories, entries, media, castScreens, users] = await Promise.all([
    // Top-level folders in their stored order, so that a re-import keeps it (import numbers them by file order).
    db.collection('categories').find(bySite).sort({ position: 1, _id: 1 }).toArray(),
    db.collection('entries').find(bySite).sort({ _id: 1 }).toArray(),
    db.collection('media').find(bySite).sort({ _id: 1 }).toArray(),
    db.collection('castScreens').find(bySite).sort({ _id: 1 }).toArray(),
    db
      .collection('users')
      .find({ clientID: site.clientID, role: { $ne: 'internal' }, ...live })
      .sort({ _id: 1 })
      .toArray(),
  ]);
  return {
    format: SITE_FILE_FORMAT,
    site: clean(site, true),
    categories: categories.map((d) => clean(d)),
    entries: entries.map((d) => clean(d)),
    media: media.map((d) => clean(d)),
    castScreens: castScreens.map((d) => clean(d, true)),
    users: users.map((d) => clean(d)),
  };
}

/** Copies the site's original media files (not the variants) into `targetDir`; returns how many. */
export async function exportMediaFiles(mediaDir: string, siteId: string, targetDir: string): Promise<number> {
  const files = new MediaFileRepository(mediaDir);
  const names = await files.listOriginals(siteId);
  await mkdir(targetDir, { recursive: true });
  for (const name of names) {
    await pipeline(files.open(siteId, name), createWriteStream(path.join(targetDir, name)));
  }
  return names.length;
}
