/**
 * The stylesheets a server-rendered public page needs before any script runs, at the addresses the browser
 * loads them from: the shell's own (its `dist/*.css`, which its scripts would add), then the public-site
 * remote's `./pages` module with the shared modules it brings (the UI library's styles, listed as the
 * module's async CSS in its `mf-manifest.json`; files with the same content are linked once), from the
 * folder the browser loads the remote from (the manifest's folder in /remotes.json).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Assets {
  css?: { sync?: string[]; async?: string[] };
}
interface Manifest {
  exposes?: { name: string; assets?: Assets }[];
}

let cached: { key: string; hrefs: string[] } | null = null;

const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
/** `706.73680872.css` → `73680872`: chunks with the same styles have the same content hash. */
const contentHash = (file: string) => /\.([0-9a-f]+)\.css$/.exec(file)?.[1] ?? file;

function remoteFiles(manifestFile: string): string[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const css = manifest.exposes?.find((e) => e.name === 'pages')?.assets?.css;
  const seen = new Set<string>();
  return [...(css?.async ?? []), ...(css?.sync ?? [])].filter((f) => {
    const hash = contentHash(f);
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

/** `base` is the folder the browser loads the remote's files from, e.g. `/remotes/public-site/`. */
export function publicPageStylesheets(appsDir: string, base: string): string[] {
  const manifestFile = join(appsDir, 'public-site', 'dist', 'mf-manifest.json');
  const shellDist = join(appsDir, 'shell', 'dist');
  const shellPage = join(shellDist, 'index.html');
  const key = `${mtime(manifestFile)} ${mtime(shellPage)} ${base}`;
  if (cached?.key === key) return cached.hrefs;
  const shell = existsSync(shellDist)
    ? readdirSync(shellDist)
        .filter((f) => f.endsWith('.css'))
        .map((f) => `/${f}`)
    : [];
  const remote = existsSync(manifestFile) ? remoteFiles(manifestFile).map((f) => `${base}${f}`) : [];
  cached = { key, hrefs: [...shell, ...remote] };
  return cached.hrefs;
}
