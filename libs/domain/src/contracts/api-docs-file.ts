/**
 * docs/api.md as `npm run docs:api` writes it: the contracts' tables, formatted by the repository's prettier
 * (run as its command: its module API needs ES module loading that Jest does not have).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { renderApiDocs } from './api-docs';
import { API_SECTIONS } from './index';

const ROOT = join(__dirname, '../../../..');

export function apiDocs(markdown: string, filepath: string): string {
  const prettier = join(ROOT, 'node_modules/.bin/prettier');
  return execFileSync(prettier, ['--stdin-filepath', filepath], {
    cwd: ROOT,
    input: renderApiDocs(markdown, API_SECTIONS),
    encoding: 'utf8',
  });
}
