/**
 * A site's own font files (Fonts settings "custom font upload"): stored under DATA_DIR/fonts/{siteId}/ by
 * their cleaned file name, listed in `site.customFonts`, checked by content (a file that is not a font is
 * refused and nothing is kept), and described to browsers by one stylesheet per site.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  CUSTOM_FONT_MAX_BYTES,
  customFontFace,
  customFontFileName,
  NOT_A_FONT_MESSAGE,
  type Site,
} from '@laurel/domain';
import { badRequest, HttpError, notFound } from '../plugins/app/http-errors';
import { emitChange, type AuthedCtx } from './context';
import { siteView } from './site-service';
import { readUploadForm } from './upload-form';

const FONT_MIMES: Record<string, string> = {
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
};
const SAFE_SITE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** Where a site's font file lives, or null for names that are not stored font names. */
export function customFontPath(dataDir: string, siteId: string, file: string): string | null {
  if (!SAFE_SITE.test(siteId) || !customFontFace(file) || customFontFileName(file) !== file) return null;
  return path.join(dataDir, 'fonts', siteId, file);
}

export const customFontUrl = (siteId: string, file: string) =>
  `/api/v1/sites/${encodeURIComponent(siteId)}/custom-fonts/${encodeURIComponent(file)}`;

async function head(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Stores the font a request uploads (its multipart "file", read by readUploadForm so that a malformed form is a
 * 400 at once) and adds it to the site's custom fonts (replacing a file of the same name).
 */
export async function uploadCustomFont(ctx: AuthedCtx, request: FastifyRequest): Promise<Site> {
  const { dataDir } = ctx.app.config;
  const dir = path.join(dataDir, 'fonts', ctx.site.siteID);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${process.pid}-${randomUUID()}.upload`);
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
        await pipeline(part.file, createWriteStream(temp));
        if (part.file.truncated)
          throw new HttpError(413, `The font file is larger than ${CUSTOM_FONT_MAX_BYTES / 1024 / 1024} MB.`);
        return name;
      },
      async () => {},
    );
    if ((await stat(temp)).size === 0) throw badRequest('The uploaded file is empty.');
    const { fileTypeFromBuffer } = await import('file-type');
    const detected = await fileTypeFromBuffer(await head(temp, 4100));
    const ext = detected ? FONT_MIMES[detected.mime] : undefined;
    if (!ext) throw new HttpError(415, NOT_A_FONT_MESSAGE);
    // The stored name keeps the uploader's name with the extension of what the bytes are.
    const file = customFontFileName(form.file.replace(/\.[a-z0-9]+$/i, `.${ext}`))!;
    await rename(temp, path.join(dir, file));
    const customFonts = [...(ctx.site.customFonts ?? []).filter((f) => f !== file), file];
    return await saveList(ctx, customFonts);
  } finally {
    await rm(temp, { force: true });
  }
}

export async function deleteCustomFont(ctx: AuthedCtx, file: string): Promise<Site> {
  if (!(ctx.site.customFonts ?? []).includes(file)) throw notFound(`This site has no font file ${file}.`);
  const full = customFontPath(ctx.app.config.dataDir, ctx.site.siteID, file);
  if (full) await rm(full, { force: true });
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
