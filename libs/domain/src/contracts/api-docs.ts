/**
 * docs/api.md's route tables, generated from the contracts: each section's table stands between
 * `<!-- api-routes:ID -->` and `<!-- /api-routes -->` (ID: the section's id); the prose around them is written
 * by hand. `npm run docs:api` rewrites the file; a test fails while it is stale.
 */
import type { Access, ContractTable } from './contract';
import { methodAndPath } from './contract';

interface Section {
  readonly id: string;
  readonly title: string;
  readonly routes: ContractTable;
}

const WHO: Record<Access, string> = {
  public: 'anyone',
  'signed-in': 'signed in',
  editor: 'editor',
  admin: 'admin',
  internal: 'internal',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** One section's table (unaligned markdown; prettier aligns it). */
export function routeTable(section: Section): string {
  const rows = Object.entries(section.routes).map(([key, c]) => {
    const { method, path } = methodAndPath(key);
    const shown = `${path.replace(/:(\w+)/g, '{$1}')}`;
    const who = c.doc?.who ?? WHO[c.access];
    return `| ${[method, shown, who, c.doc?.input ?? '–', c.doc?.reply ?? c.summary].map(cell).join(' | ')} |`;
  });
  return ['| method | path | who | body / query | reply |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

const BLOCK = /<!-- api-routes:([\w-]+) -->\n[\s\S]*?<!-- \/api-routes -->/g;

/** The document with every marked table replaced by its section's; throws for a section without a place. */
export function renderApiDocs(markdown: string, sections: readonly Section[]): string {
  const placed = new Set<string>();
  const out = markdown.replace(BLOCK, (_all, id: string) => {
    const section = sections.find((s) => s.id === id);
    if (!section) throw new Error(`docs/api.md has a table for an unknown section "${id}"`);
    placed.add(id);
    return `<!-- api-routes:${id} -->\n\n${routeTable(section)}\n\n<!-- /api-routes -->`;
  });
  const missing = sections.filter((s) => !placed.has(s.id)).map((s) => s.id);
  if (missing.length) throw new Error(`docs/api.md has no place for the sections ${missing.join(', ')}`);
  return out;
}
