/**
 * Imports a site file: checks it, copies the media files from the folder beside it, makes image variants,
 * and upserts every document by id. Running it twice leaves the same data (idempotent).
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AnyBulkWriteOperation, Db, Document } from 'mongodb';
import type { MediaItem, SiteFile } from '@laurel/domain';
import { conflict } from '../plugins/app/http-errors';
import { isVariantFile, MediaFileRepository, mediaUrl } from '../plugins/app/media-file-repository';
import { localFileName, refreshMediaRefs } from './media-refs';
import { checkSiteFile } from './site-file-check';
import { hashPassword, verifyPassword } from '../services/password';

export interface ImportCounts {
  categories: number;
  entries: number;
  media: number;
  castScreens: number;
  users: number;
  files: number;
}

async function copyMediaFiles(sourceDir: string | null, files: MediaFileRepository, siteId: string): Promise<number> {
  if (!sourceDir) return 0;
  let names: string[];
  try {
    names = await readdir(sourceDir);
  } catch {
    return 0;
  }
  let copied = 0;
  for (const name of names) {
    const target = files.filePath(siteId, name);
    const source = path.join(sourceDir, name);
    if (!target || isVariantFile(name) || !(await stat(source)).isFile()) continue;
    await files.write(siteId, name, createReadStream(source));
    copied++;
  }
  return copied;
}

async function prepareMedia(items: MediaItem[], files: MediaFileRepository, siteId: string): Promise<MediaItem[]> {
  const out: MediaItem[] = [];
  for (const item of items) {
    const file = item.isExternal ? null : localFileName(item.url);
    if (!file || !files.filePath(siteId, file)) {
      out.push({ ...item, siteID: siteId });
      continue;
    }
    const next: MediaItem = { ...item, siteID: siteId, url: mediaUrl(siteId, file) };
    const size = await files.size(siteId, file);
    if (size !== null && item.type === 'image') {
      const made = await files.makeVariants(siteId, file);
      next.variants = made.variants;
      next.metadata = {
        ...item.metadata,
        size,
        width: made.width ?? item.metadata?.width,
        height: made.height ?? item.metadata?.height,
      };
    }
    out.push(next);
  }
  return out;
}

const upserts = (docs: Document[], key = '_id'): AnyBulkWriteOperation<Document>[] =>
  docs.map((doc) => ({ replaceOne: { filter: { [key]: doc[key] }, replacement: doc, upsert: true } }));

async function userDocs(db: Db, file: SiteFile): Promise<Document[]> {
  const docs: Document[] = [];
  for (const user of file.users) {
    const { password, passwordHash, ...rest } = user;
    const existing = await db.collection('users').findOne({ _id: user._id as never });
    let hash = passwordHash ?? (existing?.passwordHash as string | undefined);
    if (password && !(hash && (await verifyPassword(password, hash)))) hash = await hashPassword(password);
    // Sign-in looks e-mails up lower-cased, so they are stored that way.
    const email = user.email.trim().toLowerCase();
    const other = await db.collection('users').findOne({ email, _id: { $ne: user._id as never } });
    if (other) throw conflict(`The e-mail address ${email} already belongs to another user.`);
    docs.push({
      ...rest,
      email,
      clientID: rest.clientID ?? file.site.clientID,
      categories: rest.categories ?? ['*'],
      ...(hash ? { passwordHash: hash } : {}),
    });
  }
  return docs;
}

export async function importSite(
  db: Db,
  input: unknown,
  mediaSourceDir: string | null,
  mediaDir: string,
): Promise<{ siteID: string; counts: ImportCounts }> {
  const file = checkSiteFile(input);
  const siteID = file.site.siteID;
  const files = new MediaFileRepository(mediaDir);
  const users = await userDocs(db, file);
  const copied = await copyMediaFiles(mediaSourceDir, files, siteID);
  const media = await prepareMedia(file.media, files, siteID);
  const byId = new Map(media.map((m) => [m._id, m]));
  const withSite = <T extends object>(docs: T[]) =>
    docs.map((d) => refreshMediaRefs({ ...d, siteID }, byId) as Document);

  const { _id: _ignored, ...site } = file.site as SiteFile['site'] & { _id?: string };
  const existingSite = await db.collection('sites').findOne({ siteID }, { projection: { _id: 1 } });
  const siteKey = existingSite?._id ?? siteID;
  await db
    .collection('sites')
    .replaceOne(
      { _id: siteKey as never },
      { ...refreshMediaRefs({ ...site, siteID }, byId), _id: siteKey },
      { upsert: true },
    );
  const write = async (name: string, docs: Document[], key = '_id') => {
    if (docs.length) await db.collection(name).bulkWrite(upserts(docs, key), { ordered: true });
  };
  await write('media', withSite(media));
  // Top-level folders keep the order of the file (stored as the database-only `position`).
  const topLevel = file.categories.filter((c) => !c.parentCategoryID).map((c) => c._id);
  const positioned = file.categories.map((c) => (c.parentCategoryID ? c : { ...c, position: topLevel.indexOf(c._id) }));
  await write('categories', withSite(positioned));
  await write('entries', withSite(file.entries));
  await write(
    'castScreens',
    file.castScreens.map((s) => ({ ...s, _id: s.screenId, siteID, clientID: s.clientID ?? file.site.clientID })),
  );
  await write('users', users);
  return {
    siteID,
    counts: {
      categories: file.categories.length,
      entries: file.entries.length,
      media: media.length,
      castScreens: file.castScreens.length,
      users: users.length,
      files: copied,
    },
  };
}
