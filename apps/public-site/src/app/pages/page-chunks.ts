import { lazyChunk } from '../../lib/lazy-chunk';

type OtherPages = typeof import('./other-pages');
let otherPages: OtherPages | undefined;
let loading: Promise<OtherPages> | undefined;

/**
 * The folder, category and profile pages' code (`other-pages.ts`, with the records and filter rules they use):
 * not on a visitor's home page. Loaded on the intent to leave Home (a card hovered, focused or touched, the
 * first pointer or key press), when a kiosk's Home is idle (it must open pages offline), before a
 * server-rendered page of theirs is hydrated, and by every other page. The server render has them at once
 * (page-chunks.server.ts).
 */
export function loadOtherPages(): Promise<OtherPages> {
  loading ??= import('./other-pages').then((m) => (otherPages = m));
  return loading;
}

/** A page of the chunk: renders at once once the chunk is there, suspends until then. */
const page = <K extends keyof OtherPages>(name: K) =>
  lazyChunk(
    () => otherPages,
    loadOtherPages,
    (m) => m[name],
  );

export const CategoriesPage = page('CategoriesPage');
export const SubCategoriesPage = page('SubCategoriesPage');
export const CategoryPage = page('CategoryPage');
export const EntryPage = page('EntryPage');
