import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// Hover effects stick after a tap on touch screens: every :hover rule sits inside @media (hover: hover).
// The public site's sheets sit beside their components (src/app, src/features, src/components), so all of src.
const folders = [join(__dirname, '../..'), join(__dirname, '../../../../../libs/ui/src/styles')];

/** The stylesheets in a folder and the folders under it. */
const stylesheets = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? stylesheets(join(folder, e.name)) : e.name.endsWith('.css') ? [join(folder, e.name)] : [],
  );

/** Selectors with :hover that are not inside an `@media (hover: hover)` block. */
function unguardedHover(css: string): string[] {
  const found: string[] = [];
  const stack: boolean[] = [];
  let selector = '';
  for (const ch of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (ch === '{') {
      const head = selector.trim();
      const guard = head.startsWith('@media') && head.includes('(hover: hover)');
      stack.push(guard);
      if (!head.startsWith('@') && head.includes(':hover') && !stack.slice(0, -1).some(Boolean)) found.push(head);
      selector = '';
    } else if (ch === '}') {
      stack.pop();
      selector = '';
    } else if (ch === ';') selector = '';
    else selector += ch;
  }
  return found;
}

test('the check finds a bare :hover rule and accepts a guarded one', () => {
  expect(unguardedHover('.a:hover { color: red; }')).toEqual(['.a:hover']);
  expect(unguardedHover('@media (hover: hover) { .a:hover { color: red; } }')).toEqual([]);
});

test.each(folders)('no :hover outside @media (hover: hover) in %s', (folder) => {
  const files = stylesheets(folder);
  expect(files.length).toBeGreaterThan(5);
  const bad = files.flatMap((f) => unguardedHover(readFileSync(f, 'utf8')).map((s) => `${relative(folder, f)}: ${s}`));
  expect(bad).toEqual([]);
});
