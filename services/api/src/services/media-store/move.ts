/**
 * Copies the media files a site kept on disk (DATA_DIR/media/{siteId}/ and DATA_DIR/fonts/{siteId}/, the
 * embedded default) into a shared store. A file the store already holds with the same size is left as it is, so
 * a run that stopped half-way can be run again; temporary upload files are skipped; the disk copies are kept.
 */
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DiskStore } from './disk-store';
import type { BlobStore } from './types';

export interface MoveReport {
  copied: number;
  alreadyThere: number;
  bytes: number;
}

async function folders(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
}

export async function moveMediaFromDisk(
  source: DiskStore,
  target: BlobStore,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, bytes: 0 };
  for (const top of ['media', 'fonts']) {
    for (const site of await folders(path.join(source.root, top))) {
      for (const name of await source.list(`${top}/${site}`)) {
        if (name.startsWith('.') || name.endsWith('.upload')) continue;
        const key = `${top}/${site}/${name}`;
        const [have, there] = await Promise.all([source.stat(key), target.stat(key)]);
        if (!have) continue;
        if (there && there.size === have.size) {
          report.alreadyThere++;
          onFile(key, false);
          continue;
        }
        report.bytes += await target.put(key, createReadStream(source.localPath(key)));
        report.copied++;
        onFile(key, true);
      }
    }
  }
  return report;
}
