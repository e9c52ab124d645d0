/**
 * A feature never reaches into another feature's inside (issue 27): lint's zones (import-table.cjs) check the
 * imports of scripts, stylesheets imported from scripts included, but ESLint never reads a stylesheet, so a
 * CSS `@import` of another feature's sheet would pass. This checks every stylesheet under an app's
 * `src/features/<name>/`: its `@import`s stay inside its own feature or reach shared places (`src/app`,
 * `src/components`, `src/lib`, packages), never another feature.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = join(__dirname, '../..');
const APPS = join(ROOT, 'apps');

/** The feature a file belongs to (`cms/cards`), or null outside every app's `src/features/<name>/`. */
function featureOf(file: string): string | null {
  const parts = relative(APPS, file).split(sep);
  return parts.length > 4 && parts[1] === 'src' && parts[2] === 'features' ? `${parts[0]}/${parts[3]}` : null;
}

/** The relative `@import`s of a stylesheet (`@import './x.css'`, `@import url("../y.css") screen`). */
function cssImports(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/@import\s+(?:url\(\s*)?['"]?([^'")\s;]+)/g)]
    .map((m) => m[1])
    .filter((url) => url.startsWith('.'));
}

/** `file`'s `@import`s that reach into another feature's inside, as "file → imported file". */
function crossFeatureCssImports(file: string, css: string): string[] {
  const own = featureOf(file);
  if (!own) return [];
  return cssImports(css)
    .map((url) => resolve(dirname(file), url))
    .filter((target) => {
      const feature = featureOf(target);
      return feature !== null && feature !== own;
    })
    .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`);
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist') return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return stylesheets(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

test("a feature's stylesheet that @imports another feature's sheet is found", () => {
  const file = join(APPS, 'cast/src/features/pairing/zz.css');
  expect(crossFeatureCssImports(file, '@import \'../player/stage.css\';\n@import url("../slides/a.css");')).toEqual([
    'apps/cast/src/features/pairing/zz.css → apps/cast/src/features/player/stage.css',
    'apps/cast/src/features/pairing/zz.css → apps/cast/src/features/slides/a.css',
  ]);
});

test('its own parts, shared sheets, packages and commented-out imports pass', () => {
  const file = join(APPS, 'cms/src/features/cards/zz.css');
  const css = [
    "@import './parts/grid.css';",
    "@import '../../components/ui/fields.css';",
    "@import 'react-data-grid/lib/styles.css';",
    "/* @import '../selection/selection-bar.css'; */",
  ].join('\n');
  expect(crossFeatureCssImports(file, css)).toEqual([]);
});

test("no app's feature stylesheet @imports another feature's", () => {
  const sheets = stylesheets(APPS).filter((file) => featureOf(file) !== null);
  expect(sheets.length).toBeGreaterThan(10);
  expect(sheets.flatMap((file) => crossFeatureCssImports(file, readFileSync(file, 'utf8')))).toEqual([]);
});
