/**
 * A site's media files: originals and resized variants, kept in the media store (services/media-store: a folder,
 * GridFS or S3) under `media/{siteId}/{file}`. Files are named by the server (uuid + extension), never by the
 * uploader, so names cannot escape the site's own place.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { variantFileName } from '@laurel/domain';
import type { BlobStore, StoredInfo } from '../../../services/media-store';
import { variantCache } from '../../../services/media/variant-cache';

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
  constructor(readonly store: BlobStore) {}

  /** Whether these are plain names a file may be stored under. */
  isStorable(siteId: string, file: string): boolean {
    return SAFE_SITE.test(siteId) && SAFE_NAME.test(file) && !file.includes('..');
  }

  private key(siteId: string, file: string): string {
    if (!this.isStorable(siteId, file)) throw new Error(`Invalid media file name: ${siteId}/${file}`);
    return `media/${siteId}/${file}`;
  }

  /** Streams `source` into the site's files; returns the bytes written. */
  write(siteId: string, file: string, source: Readable): Promise<number> {
    return this.store.put(this.key(siteId, file), source);
  }

  /** The file's size and ETag, or null when there is no such file. */
  async stat(siteId: string, file: string): Promise<StoredInfo | null> {
    return this.isStorable(siteId, file) ? this.store.stat(this.key(siteId, file)) : null;
  }

  async size(siteId: string, file: string): Promise<number | null> {
    return (await this.stat(siteId, file))?.size ?? null;
  }

  /** Reads a file, or the inclusive byte range `start`–`end` of it. */
  open(siteId: string, file: string, range?: { start: number; end: number }): Promise<Readable> {
    return this.store.read(this.key(siteId, file), range);
  }

  /** The first `bytes` bytes of a file (for content sniffing). */
  async head(siteId: string, file: string, bytes: number): Promise<Buffer> {
    const size = (await this.size(siteId, file)) ?? 0;
    if (size === 0) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const c of await this.open(siteId, file, { start: 0, end: Math.min(bytes, size) - 1 }))
      chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  }

  rename(siteId: string, from: string, to: string): Promise<void> {
    return this.store.rename(this.key(siteId, from), this.key(siteId, to));
  }

  remove(siteId: string, file: string): Promise<void> {
    return this.store.remove(this.key(siteId, file));
  }

  /** Removes an original and every resized variant made from it (`{base}-w{width}.{ext}`). */
  async removeWithVariants(siteId: string, file: string): Promise<void> {
    if (!this.isStorable(siteId, file)) return;
    const base = file.replace(/\.[^.]+$/, '');
    const names = await this.store.list(`media/${siteId}`);
    const mine = names.filter((n) => n === file || (isVariantFile(n) && n.startsWith(`${base}-w`)));
    await Promise.all(mine.map((n) => this.remove(siteId, n)));
  }

  /** The site's original files (variants left out). */
  async listOriginals(siteId: string): Promise<string[]> {
    if (!SAFE_SITE.test(siteId)) return [];
    const names = await this.store.list(`media/${siteId}`);
    return names.filter((n) => SAFE_NAME.test(n) && !isVariantFile(n)).sort();
  }

  /**
   * Runs `use` with a path to the file on this machine (for tools that read files: sharp, the PDF cover's
   * renderer): the file itself in a folder store, else a temporary copy removed afterwards.
   */
  async withLocalCopy<T>(siteId: string, file: string, use: (localPath: string) => Promise<T>): Promise<T> {
    const local = this.store.localPath(this.key(siteId, file));
    if (local) return use(local);
    const dir = await mkdtemp(path.join(tmpdir(), 'laurel-media-'));
    const copy = path.join(dir, `${randomUUID()}${path.extname(file)}`);
    try {
      await pipeline(await this.open(siteId, file), createWriteStream(copy));
      return await use(copy);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async putBuffer(siteId: string, file: string, bytes: Buffer): Promise<void> {
    await this.write(siteId, file, Readable.from([bytes]));
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
      await this.putBuffer(siteId, name, await sharp(png).resize({ width: w }).webp({ quality: 80 }).toBuffer());
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
    return this.withLocalCopy(siteId, file, async (source) => {
      let meta: sharp.Metadata;
      try {
        meta = await sharp(source).metadata();
      } catch {
        return { variants: {} };
      }
      const variants: Record<string, string> = {};
      const cache = variantCache();
      const bytes = await readFile(source);
      for (const width of VARIANT_WIDTHS) {
        if (!meta.width || width >= meta.width) continue;
        const name = variantFileName(file, width);
        const made = await cache.get(bytes, `rotate w${width} webp q78`, () =>
          sharp(bytes).rotate().resize({ width }).webp({ quality: 78 }).toBuffer(),
        );
        await this.putBuffer(siteId, name, made);
        variants[String(width)] = mediaUrl(siteId, name);
      }
      return { variants, width: meta.width, height: meta.height };
    });
  }
}
