/**
 * The stylesheets a public page needs before its scripts run: the public-site remote's `./pages` module and
 * the shared modules it brings (read from its `mf-manifest.json`), at the address the browser loads the remote
 * from (the manifest's folder in /remotes.json).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Assets {
  css?: { sync?: string[] };
}
interface Manifest {
  exposes?: { name: string; assets?: Assets }[];
  shared?: { assets?: Assets }[];
}

let cached: { file: string; mtime: number; base: string; hrefs: string[] } | null = null;

/** `base` is the folder the browser loads the remote's files from, e.g. `/remotes/public-site/`. */
export function publicSiteStylesheets(appsDir: string, base: string): string[] {
  const file = join(appsDir, 'public-site', 'dist', 'mf-manifest.json');
  if (!existsSync(file)) return [];
  const mtime = statSync(file).mtimeMs;
  if (cached?.file === file && cached.mtime === mtime && cached.base === base) return cached.hrefs;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const pages = manifest.exposes?.find((e) => e.name === 'pages');
  const files = [
    ...(manifest.shared ?? []).flatMap((s) => s.assets?.css?.sync ?? []),
    ...(pages?.assets?.css?.sync ?? []),
  ];
  const hrefs = [...new Set(files)].map((f) => `${base}${f}`);
  cached = { file, mtime, base, hrefs };
  return hrefs;
}
