/**
 * A new version of the public-site remote, made from its build without building again (issue 28, "remotes
 * deployed apart"): a copy of apps/public-site/dist whose pages' code shows a marker (the page bar's "Search"
 * reads "Search <tag>"), with the names a new build gives: the changed chunk gets a new content hash, so does the
 * remote entry that names it, and the manifest names the new entry. `serveRemoteFolder` then stands for
 * replacing the deployed folder: the browser is answered from the copy for every /remotes/public-site/ file.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';

const DIST = join(__dirname, '../../apps/public-site/dist');

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const hash8 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

function replaceOnce(text: string, from: string, to: string, what: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0)
    throw new Error(`The public-site build changed: ${what} is not found exactly once`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** Makes the copy; returns its folder and the name of its remote entry. */
export function publicSiteVersion(tag: string): { dir: string; entry: string } {
  const dir = mkdtempSync(join(tmpdir(), `laurel-public-site-${tag}-`));
  cpSync(DIST, dir, { recursive: true, filter: (src) => !src.includes('/server') && !src.includes('/pdfjs') });
  const manifestText = readFileSync(join(DIST, 'mf-manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as Manifest;
  const oldEntry = manifest.metaData.remoteEntry.name;
  const oldPages = manifest.exposes.find((e) => e.name === 'pages')!.assets.js.sync[0];
  const oldPagesHash = /\.([0-9a-f]{8,})\.js$/.exec(oldPages)![1];

  const pages = replaceOnce(
    readFileSync(join(DIST, oldPages), 'utf8'),
    'className:"ps-bar__text",children:"Search"',
    `className:"ps-bar__text",children:"Search ${tag}"`,
    "the page bar's Search label",
  );
  const pagesHash = hash8(pages);
  const newPages = oldPages.replace(oldPagesHash, pagesHash);
  writeFileSync(join(dir, newPages), pages);

  const entryCode = replaceOnce(
    readFileSync(join(DIST, oldEntry), 'utf8'),
    `"${oldPagesHash}"`,
    `"${pagesHash}"`,
    "the pages chunk's hash in the remote entry",
  );
  const newEntry = oldEntry.replace(/\.[0-9a-f]{8,}\.js$/, `.${hash8(entryCode)}.js`);
  writeFileSync(join(dir, newEntry), entryCode);
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    manifestText.split(oldPages).join(newPages).split(oldEntry).join(newEntry),
  );
  return { dir, entry: newEntry };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** From now on the page's /remotes/public-site/ files come from `dir` (the folder replaced by a new version). */
export async function serveRemoteFolder(page: Page, dir: string): Promise<void> {
  await page.unroute('**/remotes/public-site/**');
  await page.route('**/remotes/public-site/**', async (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/remotes\/public-site\//, '');
    const path = join(dir, file);
    if (!file || file.includes('..') || !existsSync(path)) return route.continue();
    const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(file);
    await route.fulfill({
      status: 200,
      body: readFileSync(path),
      headers: {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
    });
  });
}
