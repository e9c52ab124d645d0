/**
 * A site's own font files (Fonts settings "custom font upload"): kept in the media store (services/media-store)
 * under `fonts/{siteId}/` by their cleaned file name, listed in `site.customFonts`, checked by content (a file that is not a font is
 * refused and nothing is kept), and described to browsers by one stylesheet per site.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  CUSTOM_FONT_MAX_BYTES,
  customFontFace,
  customFontFileName,
  NOT_A_FONT_MESSAGE,
  type Site,
} from '@laurel/domain';
import { badRequest, HttpError, notFound } from '../../plugins/app/http-errors';
import type { BlobStore } from '../media-store';
import { emitChange, type AuthedCtx } from '../context';
import { siteView } from './site-service';
import { readUploadForm } from '../media/upload-form';

const FONT_MIMES: Record<string, string> = {
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
};
const SAFE_SITE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** A site's font file's key in the media store, or null for names that are not stored font names. */
export function customFontKey(siteId: string, file: string): string | null {
  if (!SAFE_SITE.test(siteId) || !customFontFace(file) || customFontFileName(file) !== file) return null;
  return `fonts/${siteId}/${file}`;
}

export const customFontUrl = (siteId: string, file: string) =>
  `/api/v1/sites/${encodeURIComponent(siteId)}/custom-fonts/${encodeURIComponent(file)}`;

/** The first `bytes` bytes of a stored file (for content sniffing). */
async function head(store: BlobStore, key: string, bytes: number): Promise<Buffer> {
  const size = (await store.stat(key))?.size ?? 0;
  if (size === 0) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const c of await store.read(key, { start: 0, end: Math.min(bytes, size) - 1 })) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Stores the font a request uploads (its multipart "file", read by readUploadForm so that a malformed form is a
 * 400 at once) and adds it to the site's custom fonts (replacing a file of the same name).
 */
export async function uploadCustomFont(ctx: AuthedCtx, request: FastifyRequest): Promise<Site> {
  const store = ctx.app.repos.mediaFiles.store;
  const temp = `fonts/${ctx.site.siteID}/.${randomUUID()}.upload`;
  try {
    const form = await readUploadForm(
      request,
      { fileSize: CUSTOM_FONT_MAX_BYTES },
      async (part) => {
        const name = customFontFileName(part.filename ?? '');
        if (!name) {
          part.file.resume();
          throw badRequest(NOT_A_FONT_MESSAGE);
        }
        await store.put(temp, part.file);
        if (part.file.truncated)
          throw new HttpError(413, `The font file is larger than ${CUSTOM_FONT_MAX_BYTES / 1024 / 1024} MB.`);
        return name;
      },
      async () => {},
    );
    if (((await store.stat(temp))?.size ?? 0) === 0) throw badRequest('The uploaded file is empty.');
    const { fileTypeFromBuffer } = await import('file-type');
    const detected = await fileTypeFromBuffer(await head(store, temp, 4100));
    const ext = detected ? FONT_MIMES[detected.mime] : undefined;
    if (!ext) throw new HttpError(415, NOT_A_FONT_MESSAGE);
    // The stored name keeps the uploader's name with the extension of what the bytes are.
    const file = customFontFileName(form.file.replace(/\.[a-z0-9]+$/i, `.${ext}`))!;
    await store.rename(temp, `fonts/${ctx.site.siteID}/${file}`);
    const customFonts = [...(ctx.site.customFonts ?? []).filter((f) => f !== file), file];
    return await saveList(ctx, customFonts);
  } finally {
    await store.remove(temp);
  }
}

export async function deleteCustomFont(ctx: AuthedCtx, file: string): Promise<Site> {
  if (!(ctx.site.customFonts ?? []).includes(file)) throw notFound(`This site has no font file ${file}.`);
  const key = customFontKey(ctx.site.siteID, file);
  if (key) await ctx.app.repos.mediaFiles.store.remove(key);
  return saveList(
    ctx,
    ctx.site.customFonts.filter((f) => f !== file),
  );
}

async function saveList(ctx: AuthedCtx, customFonts: string[]): Promise<Site> {
  const updated = await ctx.app.repos.sites.setFields(ctx.site._id, { customFonts });
  if (!updated) throw badRequest('The site was removed meanwhile.');
  ctx.site = updated;
  emitChange(ctx, 'site', updated.siteID);
  return siteView(ctx);
}

/** @font-face rules for every uploaded font of a site (family from the cleaned name, weight from its suffix). */
export function customFontsCss(site: Pick<Site, 'siteID' | 'customFonts'>): string {
  return (site.customFonts ?? [])
    .map(customFontFace)
    .filter((f) => f !== null)
    .map(
      (f) =>
        `@font-face {\n  font-family: ${JSON.stringify(f.family)};\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${f.weight};\n  src: url(${JSON.stringify(customFontUrl(site.siteID, f.file))}) format('${f.format}');\n}\n`,
    )
    .join('');
}
