/**
 * A machine-local cache of resized image variants, keyed by the source's bytes and how it is resized. The test
 * suite starts the product (and imports the demo site) about twenty times a run, and the demo's 263 variants
 * cost ~11 s of CPU each time; with the cache only the first import on a machine makes them.
 *
 * Off unless `VARIANT_CACHE_DIR` is set (the test command and the benches set it; a server leaves it off, since
 * its uploads are new bytes every time). Entries are written whole (a temporary file renamed into place), so
 * processes sharing the folder never read half a file.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface VariantCache {
  /** The variant of the source with these bytes, resized as `recipe` says, made by `make` when not cached. */
  get(sourceBytes: Buffer, recipe: string, make: () => Promise<Buffer>): Promise<Buffer>;
}

const noCache: VariantCache = { get: (_bytes, _recipe, make) => make() };

export function variantCache(dir = process.env.VARIANT_CACHE_DIR): VariantCache {
  if (!dir) return noCache;
  return {
    async get(sourceBytes, recipe, make) {
      const key = createHash('sha256').update(sourceBytes).update('\0').update(recipe).digest('hex');
      const file = path.join(dir, key.slice(0, 2), key);
      try {
        return await readFile(file);
      } catch {
        /* not cached yet */
      }
      const made = await make();
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, made);
      await rename(partial, file);
      return made;
    },
  };
}
