/**
 * Loads a site's folders and (a light view of) its entries into the domain's CategoryIndex, which the
 * visibility rules of @laurel/domain evaluate. Decides whether a read gets the editing (cms) view.
 */
import { buildCategoryIndex, type Category, type CategoryIndex, type Entry } from '@laurel/domain';
import { siteContent } from '../plugins/app/site-content-repository';
import { canEditSite } from './access-service';
import type { Ctx } from './context';

/** Top-level folders are ordered by their stored `position` (folders without one first, by id). */
export const TOP_LEVEL_ORDER = { position: 1, _id: 1 } as const;

/** Entry fields the visibility rules and counts need. */
const ENTRY_LITE = { _id: 1, categoryID: 1, isLive: 1, firstName: 1 };

/**
 * The site's index. The public view comes from the shared short-lived cache (SiteContentRepository, dropped
 * on every change notice of the site); the editing view is read fresh, with a light view of the entries.
 */
export async function loadIndex(ctx: Ctx, cms = false): Promise<CategoryIndex> {
  const siteID = ctx.site.siteID;
  if (!cms) return siteContent(ctx.app).index(siteID, ctx.site.publicCategoryFilter ?? []);
  const [categories, entries] = await Promise.all([
    ctx.app.repos.categories.find({ siteID }, { sort: TOP_LEVEL_ORDER }),
    ctx.app.repos.entries.find({ siteID }, { projection: ENTRY_LITE }),
  ]);
  return buildCategoryIndex(categories, entries as Entry[], ctx.site.publicCategoryFilter ?? []);
}

/** `?cms=1` is honoured only for a signed-in user who may edit the site. */
export function wantsCms(ctx: Ctx, cms: unknown): boolean {
  const asked = cms === true || cms === '1' || cms === 'true' || cms === 1;
  return asked && canEditSite(ctx.user, ctx.site);
}

/** Ids of the ancestors of a folder, nearest first, then the folder itself first: [id, parent, …]. */
export function chainOf(categories: ReadonlyMap<string, Category>, categoryId: string | null): string[] {
  const chain: string[] = [];
  const seen = new Set<string>();
  let current = categoryId ? categories.get(categoryId) : undefined;
  while (current && !seen.has(current._id)) {
    seen.add(current._id);
    chain.push(current._id);
    current = current.parentCategoryID ? categories.get(current.parentCategoryID) : undefined;
  }
  return chain;
}

/** The ids of a folder and all folders below it. */
export function subtreeIds(index: CategoryIndex, rootId: string): string[] {
  const out: string[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.includes(id)) continue;
    out.push(id);
    for (const c of index.children.get(id) ?? []) stack.push(c._id);
  }
  return out;
}
