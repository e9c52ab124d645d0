/**
 * Styles sit with their components (issue 27): no stylesheet of ours is over 300 lines. A sheet that grows
 * past it is split by component, each part beside the component it styles.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');
const MAX_LINES = 300;
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.nx', '.git', 'test-results', 'playwright-report']);

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return stylesheets(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

const lineCount = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

test('the apps and libs have stylesheets to check', () => {
  expect(stylesheets(join(ROOT, 'apps')).length).toBeGreaterThan(10);
  expect(stylesheets(join(ROOT, 'libs')).length).toBeGreaterThan(5);
});

test(`no stylesheet is over ${MAX_LINES} lines`, () => {
  const over = ['apps', 'libs', 'services']
    .flatMap((top) => stylesheets(join(ROOT, top)))
    .map((file) => `${relative(ROOT, file)}: ${lineCount(file)} lines`)
    .filter((line) => Number(line.split(': ')[1].split(' ')[0]) > MAX_LINES);
  expect(over).toEqual([]);
});
