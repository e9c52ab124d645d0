/**
 * Test helpers for the slim shared modules (react-router-slim.ts, redux-toolkit-slim.ts): which names the
 * apps, libs and shared packages import from a module, and which names a slim module re-exports.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '../../../../..');

/**
 * Browser sources: an app's `src/server/` is its Node build (the server render, tools/server-build.ts), which
 * gets the full packages from its own federation host, never the slim modules.
 */
function sourceFiles(dir: string, top = true): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || (top && name === 'server')) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full, false);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Names imported as values from `from` in a source text (type-only imports left out; quotes ' or "). */
export function valueImports(text: string, from: string): string[] {
  const names: string[] = [];
  const source = from.replace(/[/.]/g, (c) => `\\${c}`);
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${source}['"]`, 'g');
  for (const m of text.matchAll(pattern)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The names a slim module (`export { … } from '<full>'`) provides. */
export function slimExports(slimFile: string, full: string): Set<string> {
  return new Set(valueImports(readFileSync(join(__dirname, slimFile), 'utf8').replace('export {', 'import {'), full));
}

/** "name (file)" for every value imported from `from` in apps/*\/src and libs/*\/src that `provided` lacks. */
export function missingFromWorkspace(from: string, provided: Set<string>): string[] {
  const missing: string[] = [];
  for (const top of ['apps', 'libs']) {
    for (const pkg of readdirSync(join(ROOT, top))) {
      const dir = join(ROOT, top, pkg);
      if (!statSync(dir).isDirectory() || !readdirSync(dir).includes('src')) continue;
      for (const file of sourceFiles(join(dir, 'src'))) {
        for (const name of valueImports(readFileSync(file, 'utf8'), from)) {
          if (!provided.has(name)) missing.push(`${name} (${file.slice(ROOT.length + 1)})`);
        }
      }
    }
  }
  return missing;
}
