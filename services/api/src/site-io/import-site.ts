/**
 * Imports a site file: checks it, copies the media files from the folder beside it, makes image variants,
 * and upserts every document by id. Running it twice leaves the same data (idempotent).
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CastScreen, Category, Entry, MediaItem, SiteFile, SiteImportReply } from '@laurel/domain';
import { conflict } from '../plugins/app/http-errors';
import type { CastScreenDoc, CategoryDoc, Repositories, StoredUser } from '../plugins/app/repositories';
import { isVariantFile, MediaFileRepository, mediaUrl } from '../plugins/app/repositories/media-file-repository';
import { deriveMediaFolders } from './media-folders';
import { localFileName, refreshMediaRefs } from './media-refs';
import { readSiteFile } from './site-file-check';
import { hashPassword, verifyPassword } from '../services/auth/password';

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
    const storable = files.isStorable(siteId, name);
    const source = path.join(sourceDir, name);
    if (!storable || isVariantFile(name) || !(await stat(source)).isFile()) continue;
    await files.write(siteId, name, createReadStream(source));
    copied++;
  }
  return copied;
}

async function prepareMedia(items: MediaItem[], files: MediaFileRepository, siteId: string): Promise<MediaItem[]> {
  const out: MediaItem[] = [];
  for (const item of items) {
    const file = item.isExternal ? null : localFileName(item.url);
    if (!file || !files.isStorable(siteId, file)) {
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

async function userDocs(repos: Repositories, file: SiteFile): Promise<StoredUser[]> {
  const docs: StoredUser[] = [];
  for (const user of file.users) {
    const {
      password,
      passwordHash,
      providerIdentity: _identity,
      linkedAt: _linked,
      ...rest
    } = user as typeof user & Pick<StoredUser, 'providerIdentity' | 'linkedAt'>;
    const existing = await repos.users.findById(user._id, true);
    let hash = passwordHash ?? existing?.passwordHash;
    if (password && !(hash && (await verifyPassword(password, hash)))) hash = await hashPassword(password);
    // Sign-in looks e-mails up lower-cased, so they are stored that way.
    const email = user.email.trim().toLowerCase();
    const other = await repos.users.byEmailOtherThan(email, user._id);
    if (other) throw conflict(`The e-mail address ${email} already belongs to another user.`);
    docs.push({
      ...rest,
      email,
      clientID: rest.clientID ?? file.site.clientID,
      categories: rest.categories ?? ['*'],
      ...(hash ? { passwordHash: hash } : {}),
      // A provider identity is linked only by its owner proving both sides (services/oidc), never by a file.
      ...(existing?.providerIdentity
        ? { providerIdentity: existing.providerIdentity, linkedAt: existing.linkedAt }
        : {}),
    });
  }
  return docs;
}

/**
 * Imports a site file (checked first, so a bad file changes nothing) with the media files of
 * `mediaSourceDir` (the folder beside the file; null for none). Replies like POST /admin/sites/import.
 */
export async function importSite(
  repos: Repositories,
  input: unknown,
  mediaSourceDir: string | null,
): Promise<SiteImportReply> {
  const { file, dropped } = readSiteFile(input);
  const siteId = file.site.siteID;
  const files = repos.mediaFiles;
  const users = await userDocs(repos, file);
  const copied = await copyMediaFiles(mediaSourceDir, files, siteId);
  const media = await prepareMedia(file.media, files, siteId);
  const byId = new Map(media.map((m) => [m._id, m]));
  const withSite = <T extends object>(docs: T[]): (T & { siteID: string })[] =>
    docs.map((d) => refreshMediaRefs({ ...d, siteID: siteId }, byId));

  const { _id: _ignored, ...site } = file.site as SiteFile['site'] & { _id?: string };
  await repos.sites.upsertBySiteId(refreshMediaRefs({ ...site, siteID: siteId }, byId));
  // The items as they are (prepareMedia set the site); only the copies embedded in documents drop `categoryIDs`.
  await repos.media.upsertMany(media);
  // Top-level folders keep the order of the file (stored as the database-only `position`).
  const topLevel = file.categories.filter((c) => !c.parentCategoryID).map((c) => c._id);
  const positioned = file.categories.map((c): CategoryDoc =>
    c.parentCategoryID ? c : { ...c, position: topLevel.indexOf(c._id) },
  );
  await repos.categories.upsertMany(withSite<Category>(positioned));
  await repos.entries.upsertMany(withSite<Entry>(file.entries));
  await repos.castScreens.upsertMany(
    file.castScreens.map((s: CastScreen): CastScreenDoc => ({
      ...s,
      _id: s.screenId,
      siteID: siteId,
      clientID: s.clientID ?? file.site.clientID,
    })),
  );
  await repos.users.upsertMany(users);
  await deriveMediaFolders(repos, siteId);
  return {
    siteID: siteId,
    counts: {
      categories: file.categories.length,
      entries: file.entries.length,
      media: media.length,
      castScreens: file.castScreens.length,
      users: users.length,
      files: copied,
    },
    ...(dropped.length > 0 ? { droppedFields: dropped } : {}),
  };
}

/** POST /admin/sites/import: a site file without media files; the site's readers hear of the change. */
export async function importSiteFile(app: FastifyInstance, input: unknown): Promise<SiteImportReply> {
  const result = await importSite(app.repos, input, null);
  app.events.emit({ siteId: result.siteID, kind: 'site', id: result.siteID });
  return result;
}
