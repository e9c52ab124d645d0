/**
 * A site file goes through what the edit routes apply (docs/security.md "Trust round two"): nesting is bounded
 * before anything walks it, fields the domain's schemas do not have are left out (and named, so the importer
 * knows), and rich text is sanitised with the edit routes' sanitiser (services/sanitize.ts).
 */
import { Value } from '@sinclair/typebox/value';
import { SiteFileSchema, type SiteFile } from '@laurel/domain';
import { badRequest } from '../plugins/app/http-errors';
import { sanitizeRichText } from '../services/sanitize';

/** Deeper than any site file needs (the deepest field, a record image's focal point, is 7 levels down). */
export const MAX_SITE_FILE_DEPTH = 32;
/** Left-out fields named in the reply; more are counted. */
const MAX_NAMED = 50;

type Node = { value: unknown; depth: number };

/** Refuses (400) a value nested deeper than `max` levels, walking it without recursion (no stack overflow). */
export function assertDepth(value: unknown, max = MAX_SITE_FILE_DEPTH): void {
  const stack: Node[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= max) throw badRequest(`The site file is nested deeper than ${max} levels; site files never are.`);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push({ value: child, depth: depth + 1 });
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The paths of fields in `before` that `after` (its cleaned copy) no longer has. */
function droppedPaths(before: unknown, after: unknown, where: string, out: string[]): void {
  if (Array.isArray(before) && Array.isArray(after)) {
    before.forEach((b, i) => droppedPaths(b, after[i], `${where}[${i}]`, out));
  } else if (isObject(before) && isObject(after)) {
    for (const [key, b] of Object.entries(before)) {
      const path = where ? `${where}.${key}` : key;
      if (!(key in after)) out.push(path);
      else droppedPaths(b, after[key], path, out);
    }
  }
}

/** Leaves out the fields site files do not have; returns the file and the paths left out (a sentence's worth). */
export function withoutUnknownFields(file: SiteFile): { file: SiteFile; dropped: string[] } {
  const cleaned = Value.Clean(SiteFileSchema, Value.Clone(file)) as SiteFile;
  const paths: string[] = [];
  droppedPaths(file, cleaned, '', paths);
  const dropped = paths.slice(0, MAX_NAMED);
  if (paths.length > MAX_NAMED) dropped.push(`… and ${paths.length - MAX_NAMED} more`);
  return { file: cleaned, dropped };
}

/** Rich text (folder and profile descriptions, record descriptions) as the edit routes store it. */
export function withSanitisedRichText(file: SiteFile): SiteFile {
  return {
    ...file,
    categories: file.categories.map((c) => ({ ...c, categoryDescription: sanitizeRichText(c.categoryDescription) })),
    entries: file.entries.map((e) => ({
      ...e,
      description: sanitizeRichText(e.description),
      recordInfo: e.recordInfo ? { ...e.recordInfo, description: sanitizeRichText(e.recordInfo.description) } : null,
    })),
  };
}
