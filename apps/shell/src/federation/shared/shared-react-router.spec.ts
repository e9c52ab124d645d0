/**
 * The shell provides a slimmed `react-router` (react-router-slim.ts) to every app through Module
 * Federation. A name an app or lib imports that the slim module lacks would be `undefined` at run time
 * inside the shell, so every value import from 'react-router' in apps/ and libs/ must be in its list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as reactRouter from 'react-router';

const ROOT = join(__dirname, '../../../../..');
const SLIM = readFileSync(join(__dirname, 'react-router-slim.ts'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Names imported as values from `from` in a TypeScript source text (type-only imports left out). */
function valueImports(text: string, from: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from}'`, 'g');
  for (const m of text.matchAll(pattern)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const provided = new Set(valueImports(SLIM.replace("export {", "import {"), 'react-router-full'));

test('the slim list names real react-router exports', () => {
  expect(provided.size).toBeGreaterThan(10);
  for (const name of provided) expect([name, typeof (reactRouter as Record<string, unknown>)[name]]).toEqual([name, expect.stringMatching(/function|object/)]);
});

test("every value imported from 'react-router' by an app or lib is provided by the shell", () => {
  const missing: string[] = [];
  for (const top of ['apps', 'libs']) {
    for (const pkg of readdirSync(join(ROOT, top))) {
      const src = join(ROOT, top, pkg, 'src');
      if (!statSync(join(ROOT, top, pkg)).isDirectory() || !readdirSync(join(ROOT, top, pkg)).includes('src')) continue;
      for (const file of sourceFiles(src)) {
        for (const name of valueImports(readFileSync(file, 'utf8'), 'react-router')) {
          if (!provided.has(name)) missing.push(`${name} (${file.slice(ROOT.length + 1)})`);
        }
      }
    }
  }
  expect(missing).toEqual([]);
});

test('the check sees multi-line imports and skips type-only ones', () => {
  const text = "import {\n  Link,\n  useMatch as match,\n  type To,\n} from 'react-router';\nimport type { Location } from 'react-router';";
  expect(valueImports(text, 'react-router')).toEqual(['Link', 'useMatch']);
});
