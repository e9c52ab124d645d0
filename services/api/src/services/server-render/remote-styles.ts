/**
 * The stylesheets a server-rendered public page needs before any script runs, at the addresses the browser
 * loads them from: the shell's own (its `dist/*.css`, which its scripts would add), then the public-site
 * remote's `./pages` module with the shared modules it brings (the UI library's styles, listed as the
 * module's async CSS in its `mf-manifest.json`; files with the same content are linked once), from the
 * folder the browser loads the remote from (the manifest's folder in /remotes.json). A remote file with the
 * same styles as one of the shell's is left out: the UI library's styles, which both builds emit and the page
 * then loaded twice (the remote uses the shell's shared copy of the library, so its own is never asked for).
 */
import { createHash } from 'node:crypto';
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

/** The hash of a file's content (null when it cannot be read). */
function fileHash(file: string): string | null {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/** The remote's stylesheets, each content once, without those whose content `linked` (the shell's) holds. */
function remoteFiles(manifestFile: string, linked: Set<string>): string[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const css = manifest.exposes?.find((e) => e.name === 'pages')?.assets?.css;
  const seen = new Set(linked);
  return [...(css?.async ?? []), ...(css?.sync ?? [])].filter((f) => {
    const hash = fileHash(join(manifestFile, '..', f));
    if (hash === null) return true;
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
  const key = `${appsDir} ${mtime(manifestFile)} ${mtime(shellPage)} ${base}`;
  if (cached?.key === key) return cached.hrefs;
  const shellFiles = existsSync(shellDist) ? readdirSync(shellDist).filter((f) => f.endsWith('.css')) : [];
  const shellHashes = new Set(shellFiles.flatMap((f) => fileHash(join(shellDist, f)) ?? []));
  const remote = existsSync(manifestFile) ? remoteFiles(manifestFile, shellHashes).map((f) => `${base}${f}`) : [];
  cached = { key, hrefs: [...shellFiles.map((f) => `/${f}`), ...remote] };
  return cached.hrefs;
}
