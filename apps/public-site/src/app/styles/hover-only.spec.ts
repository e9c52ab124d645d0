import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// Hover effects stick after a tap on touch screens: every :hover rule sits inside @media (hover: hover).
const folders = [__dirname, join(__dirname, '../../../../../libs/ui/src/styles')];

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
  const bad = readdirSync(folder)
    .filter((f) => f.endsWith('.css'))
    .flatMap((f) => unguardedHover(readFileSync(join(folder, f), 'utf8')).map((s) => `${f}: ${s}`));
  expect(bad).toEqual([]);
});
