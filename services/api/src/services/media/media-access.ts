/**
 * Who may fetch a media file. Files of a media item deleted from the library (`hideInDAM`) are not served
 * to anyone by their plain URL (404, as for a file that does not exist); the library's list of deleted
 * items gives its editors preview URLs signed for an hour (`?preview=<expires>.<hmac>`), served `no-store`.
 * File names start with the media item's id (`{id}.{ext}`, variants `{id}-w{width}.webp`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '@laurel/domain';

export const PREVIEW_TTL_MS = 60 * 60_000;
const ID_OF_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-w\d+)?\.[a-z0-9]+$/i;

/** The media item id a stored file belongs to, or null for other files (a calendar, a legacy name). */
export const mediaIdOfFile = (file: string): string | null => ID_OF_FILE.exec(file)?.[1] ?? null;

function signature(secret: string, siteId: string, mediaId: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`media-preview\n${siteId}\n${mediaId}\n${expires}`).digest();
}

export function previewToken(secret: string, siteId: string, mediaId: string, now = Date.now()): string {
  const expires = Math.ceil((now + PREVIEW_TTL_MS) / 60_000) * 60_000;
  return `${expires}.${signature(secret, siteId, mediaId, expires).toString('base64url')}`;
}

export function validPreview(secret: string, siteId: string, mediaId: string, token: string | undefined): boolean {
  const [expiresText, sig] = (token ?? '').split('.');
  const expires = Number(expiresText);
  if (!sig || !Number.isInteger(expires) || expires < Date.now()) return false;
  const given = Buffer.from(sig, 'base64url');
  const wanted = signature(secret, siteId, mediaId, expires);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** A deleted item as its editors get it in the library: every URL of ours carries a preview signature. */
export function withPreviewUrls(app: FastifyInstance, item: MediaItem): MediaItem {
  if (!item.hideInDAM || item.isExternal) return item;
  const token = previewToken(app.config.jwtSecret, item.siteID, item._id);
  const sign = (url: string) => (url.startsWith('/api/v1/media/') ? `${url}?preview=${token}` : url);
  return {
    ...item,
    url: sign(item.url),
    ...(item.variants
      ? { variants: Object.fromEntries(Object.entries(item.variants).map(([w, url]) => [w, sign(url)])) }
      : {}),
  };
}

export type FileAccess = 'public' | 'preview' | 'hidden';

/**
 * Whether a file may be served: public, only with a valid preview signature (then `preview`), or not at all.
 * Files named by an item id are checked against that item; any other name (demo and imported files keep
 * theirs) against the items stored as that file: hidden when every item using it is deleted. A file of no
 * item (a calendar, a font) is public.
 */
export async function fileAccess(
  app: FastifyInstance,
  siteId: string,
  file: string,
  preview: string | undefined,
): Promise<FileAccess> {
  const byId = mediaIdOfFile(file);
  let hiddenIds: string[] = [];
  if (byId) {
    if (await app.repos.media.isDeleted(siteId, byId)) hiddenIds = [byId];
  } else {
    const items = await app.repos.media.byFileName(siteId, file);
    if (items.every((i) => i.hidden)) hiddenIds = items.map((i) => i._id);
  }
  if (hiddenIds.length === 0) return 'public';
  const signed = hiddenIds.some((id) => validPreview(app.config.jwtSecret, siteId, id, preview));
  return signed ? 'preview' : 'hidden';
}
