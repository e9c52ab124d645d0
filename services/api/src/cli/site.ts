/**
 * Site import and export from the command line:
 *   npm run site -- import <file.json>            (media files from the "media" folder beside the file)
 *   npm run site -- export <siteId> [file.json]   (without a file: JSON on stdout, no media files)
 * Uses MONGODB_URI when set, otherwise the embedded database in DATA_DIR (stop a running server on the
 * same DATA_DIR first, or use the internal endpoints /api/v1/admin/sites/... while it runs).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app';
import { HttpError } from '../plugins/app/http-errors';
import { exportMediaFiles, exportSite } from '../site-io/export-site';
import { importSite } from '../site-io/import-site';

const USAGE = 'Usage: npm run site -- import <file.json> | npm run site -- export <siteId> [file.json]';

async function run(args: string[]): Promise<void> {
  const [command, first, second] = args;
  if (!command || !first || !['import', 'export'].includes(command)) throw new Error(USAGE);
  const app = await buildApp({ logger: false });
  try {
    if (command === 'import') {
      const file = path.resolve(first);
      const json = JSON.parse(await readFile(file, 'utf8')) as unknown;
      const result = await importSite(app.repos, json, path.join(path.dirname(file), 'media'));
      console.log(`Imported site "${result.siteID}": ${JSON.stringify(result.counts)}`);
      if (result.droppedFields)
        console.log(`Left out fields site files do not have: ${result.droppedFields.join(', ')}`);
      return;
    }
    const siteFile = await exportSite(app.repos, first);
    if (!second) {
      process.stdout.write(`${JSON.stringify(siteFile, null, 1)}\n`);
      return;
    }
    const target = path.resolve(second);
    await writeFile(target, `${JSON.stringify(siteFile, null, 1)}\n`);
    const copied = await exportMediaFiles(app.repos.mediaFiles, first, path.join(path.dirname(target), 'media'));
    console.log(
      `Exported site "${first}" to ${target} with ${copied} media files in ${path.join(path.dirname(target), 'media')}`,
    );
  } finally {
    await app.close();
  }
}

// `npm run site -w @laurel/api` runs in services/api: resolve files and DATA_DIR from where the user typed it.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

run(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof HttpError || error instanceof Error ? error.message : String(error);
  console.error(message);
  process.exitCode = 1;
});
