import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from './fixtures';

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 AA, as axe-core tags it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG 2.2 AA violations axe-core finds on the page as it is now (or inside the `include` selector), one line
 * per element. axe is evaluated through the DevTools protocol (the product's CSP refuses an injected `<script>`),
 * once per document: a journey that checks several dialogs or moves between pages in the app reuses it.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = (await page.evaluate(
    ([tags, scope]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } }).axe
        .run(scope ? { include: [scope] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
        .then((r) => r.violations),
    [TAGS, include] as const,
  )) as { id: string; help: string; nodes: { target: string[] }[] }[];
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} — ${n.target.join(' ')}`));
}
