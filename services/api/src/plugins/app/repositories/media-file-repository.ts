/**
 * Media files on disk: originals and resized variants under `<mediaDir>/<siteId>/`. Files are named by
 * the server (uuid + extension), never by the uploader, so paths cannot escape the site's folder.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { variantFileName } from '@laurel/domain';

/** Where media files live: DATA_DIR/media/<siteId>/. */
export const mediaDirOf = (dataDir: string) => path.join(dataDir, 'media');

/**
 * Widths of the resized variants; only widths smaller than the original are made, and pages offer the
 * original itself as the widest candidate (`srcset` … `{width}w`), so any drawn size up to it is covered.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const;
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const SAFE_SITE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const VARIANT_NAME = /-w\d+\.webp$/;

export const mediaUrl = (siteId: string, file: string) => `/api/v1/media/${siteId}/${file}`;
export const isVariantFile = (file: string) => VARIANT_NAME.test(file);

export class MediaFileRepository {
  constructor(readonly mediaDir: string) {}

  /** Absolute path of a site's file, or null when the names are not plain file names. */
  filePath(siteId: string, file: string): string | null {
    if (!SAFE_SITE.test(siteId) || !SAFE_NAME.test(file) || file.includes('..')) return null;
    return path.join(this.mediaDir, siteId, file);
  }

  private requirePath(siteId: string, file: string): string {
    const p = this.filePath(siteId, file);
    if (!p) throw new Error(`Invalid media file name: ${siteId}/${file}`);
    return p;
  }

  /** Streams `source` to the site's folder; returns the bytes written. */
  async write(siteId: string, file: string, source: Readable): Promise<number> {
    const target = this.requirePath(siteId, file);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(source, createWriteStream(target));
    return (await stat(target)).size;
  }

  async size(siteId: string, file: string): Promise<number | null> {
    const p = this.filePath(siteId, file);
    if (!p) return null;
    try {
      const s = await stat(p);
      return s.isFile() ? s.size : null;
    } catch {
      return null;
    }
  }

  /** Reads a file, or the inclusive byte range `start`–`end` of it. */
  open(siteId: string, file: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.requirePath(siteId, file), range);
  }

  /** The first `bytes` bytes of a file (for content sniffing). */
  async head(siteId: string, file: string, bytes: number): Promise<Buffer> {
    const handle = await open(this.requirePath(siteId, file), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async rename(siteId: string, from: string, to: string): Promise<void> {
    await rename(this.requirePath(siteId, from), this.requirePath(siteId, to));
  }

  async remove(siteId: string, file: string): Promise<void> {
    await rm(this.requirePath(siteId, file), { force: true });
  }

  /** Removes an original and every resized variant made from it (`{base}-w{width}.{ext}`). */
  async removeWithVariants(siteId: string, file: string): Promise<void> {
    if (!this.filePath(siteId, file)) return;
    const base = file.replace(/\.[^.]+$/, '');
    let names: string[] = [];
    try {
      names = await readdir(path.join(this.mediaDir, siteId));
    } catch {
      return;
    }
    const mine = names.filter((n) => n === file || (isVariantFile(n) && n.startsWith(`${base}-w`)));
    await Promise.all(mine.map((n) => this.remove(siteId, n)));
  }

  /** The site's original files (variants left out). */
  async listOriginals(siteId: string): Promise<string[]> {
    try {
      const names = await readdir(path.join(this.mediaDir, siteId));
      return names.filter((n) => SAFE_NAME.test(n) && !isVariantFile(n)).sort();
    } catch {
      return [];
    }
  }

  /** The path of a stored file (for tools that read files, such as the PDF cover's renderer). */
  pathOf(siteId: string, file: string): string {
    return this.requirePath(siteId, file);
  }

  /**
   * A PDF's cover (`png`, its first page drawn: services/pdf-cover) as the PDF's variants: WebP files named
   * like a photo's sizes (`{id}-w{width}.webp`), at the variant widths up to the drawing's own and at that
   * width itself, so the widest variant is the whole drawing: width → URL, and the drawing's size.
   */
  async makeCoverVariants(
    siteId: string,
    file: string,
    png: Buffer,
  ): Promise<{ variants: Record<string, string>; width?: number; height?: number }> {
    const { width, height } = await sharp(png).metadata();
    if (!width || !height) return { variants: {} };
    const widths = [...VARIANT_WIDTHS.filter((w) => w < width), width];
    const variants: Record<string, string> = {};
    for (const w of widths) {
      const name = variantFileName(file, w);
      await sharp(png).resize({ width: w }).webp({ quality: 80 }).toFile(this.requirePath(siteId, name));
      variants[String(w)] = mediaUrl(siteId, name);
    }
    return { variants, width, height };
  }

  /**
   * Makes resized WebP variants of an image (widths below its own), returning width → URL and the
   * original's dimensions. Files that sharp cannot read give no variants.
   */
  async makeVariants(
    siteId: string,
    file: string,
  ): Promise<{ variants: Record<string, string>; width?: number; height?: number }> {
    const source = this.requirePath(siteId, file);
    let meta: sharp.Metadata;
    try {
      meta = await sharp(source).metadata();
    } catch {
      return { variants: {} };
    }
    const variants: Record<string, string> = {};
    for (const width of VARIANT_WIDTHS) {
      if (!meta.width || width >= meta.width) continue;
      const name = variantFileName(file, width);
      await sharp(source).rotate().resize({ width }).webp({ quality: 78 }).toFile(this.requirePath(siteId, name));
      variants[String(width)] = mediaUrl(siteId, name);
    }
    return { variants, width: meta.width, height: meta.height };
  }
}
