/**
 * The API package's folder (services/api), found from this module's own place: the same whether the code runs
 * from its source (src/…, through tsx or Jest) or from the production build (dist/server.js, one bundled file).
 * Files the API reads beside its code (the demo site, the PDF cover worker) are named from here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findApiRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@laurel/api')
      return dir;
    if (dirname(dir) === dir) throw new Error(`The @laurel/api package folder was not found above ${start}.`);
  }
}

export const API_ROOT = findApiRoot(__dirname);
/** The repository's root (the apps' builds live under apps/). */
export const REPO_ROOT = join(API_ROOT, '../..');
