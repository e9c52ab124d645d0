/**
 * Loads a site's folders and (a light view of) its entries into the domain's CategoryIndex, which the
 * visibility rules of @laurel/domain evaluate.
 */
import { buildCategoryIndex, type CategoryIndex, type Entry } from '@laurel/domain';
import type { Ctx } from '../context';

/**
 * The site's index. The public view comes from the shared short-lived cache (`repos.siteContent`, dropped
 * on every change notice of the site); the editing view is read fresh, with a light view of the entries; a
 * preview at a time (`ctx.timeView`) has its own, made for that read.
 */
export async function loadIndex(ctx: Ctx, cms = false): Promise<CategoryIndex> {
  const siteId = ctx.site.siteID;
  const filter = ctx.site.publicCategoryFilter ?? [];
  const { categories, entries, siteContent } = ctx.app.repos;
  if (!cms && ctx.timeView) return ctx.timeView.index;
  if (!cms) return siteContent.index(siteId, filter);
  const [folders, light] = await Promise.all([categories.ofSiteInOrder(siteId), entries.lightOfSite(siteId)]);
  // The visibility rules read only the light fields; pages of the editing view read whole entries fresh.
  return buildCategoryIndex(folders, light as Entry[], filter);
}
