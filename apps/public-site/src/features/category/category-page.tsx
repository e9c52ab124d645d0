import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useGetCategoryQuery, useRouteLoadError } from '@laurel/api-client';
import {
  applyFilters,
  buildCategoryIndex,
  legacyIdRedirect,
  orderEntries,
  singleEntryRedirect,
  visibleEntries,
} from '@laurel/domain';
import { usePublicSite } from '../../app/use-public-site';
import { usePageView } from '../analytics/use-page-view';
import { CardCollectionSkeleton } from '../cards/card-collection';
import { EntryFilterBar } from '../filters/entry-filter-bar';
import { useFilterState } from '../filters/use-filter-state';
import { FolderPageFrame } from '../folders/folder-page-frame';
import { useApplyRedirect, useBackButton } from '../redirects/use-redirect';
import { CategoryContent } from './category-content';

/** A folder's content in its layout, with the filter bar; applies the single-entry and legacy-id rules. */
export function CategoryPage() {
  const { styleid, site, touchScreen, cms, isPublic, stylingError } = usePublicSite();
  const { categoryID = '' } = useParams();
  const { currentData: data, error } = useGetCategoryQuery(
    { siteId: styleid, categoryId: categoryID, cms },
    { skip: !styleid || !categoryID },
  );
  const backButton = useBackButton();
  const navigate = useNavigate();
  useRouteLoadError(stylingError ?? error);
  const category = data?.category;
  const filters = useFilterState(styleid, category?._id);

  const entries = useMemo(() => {
    if (!data) return [];
    const shown = cms ? data.entries : visibleEntries(data.category, data.entries);
    if (data.category.layout === 'RecordsLayout') return shown;
    const order = site?.categoryPage;
    return orderEntries(shown, order?.orderingAttribute ?? 'custom', order?.sortDescending ?? false);
  }, [data, cms, site?.categoryPage]);

  const target = useMemo(() => {
    if (!data) return null;
    const route = { name: 'category' as const, styleid, categoryID };
    const legacy = legacyIdRedirect(route, [data.category], []);
    if (legacy) return legacy;
    const index = buildCategoryIndex([data.category, ...data.subCategories], entries);
    // A folder that also shows sub-folders stays, so they remain reachable (docs/decisions.md).
    return singleEntryRedirect(route, index, { isPublic: isPublic && data.subCategories.length === 0, backButton });
  }, [data, entries, styleid, categoryID, isPublic, backButton]);
  const leaving = useApplyRedirect(target, !!data);
  usePageView(styleid, { categoryId: category?._id }, !!data && !leaving);

  const filtered = useMemo(() => applyFilters(entries, filters.state), [entries, filters.state]);
  return (
    <FolderPageFrame styleid={styleid} site={site} touchScreen={touchScreen} category={category} testId="category-page">
      {category && data && !leaving ? (
        <>
          <EntryFilterBar
            category={category}
            site={site}
            entries={entries}
            state={filters.state}
            onChange={filters.update}
            resets={filters.resets}
            kiosk={touchScreen}
          />
          <CategoryContent
            styleid={styleid}
            site={site}
            category={category}
            subCategories={data.subCategories}
            entries={entries}
            filtered={filtered}
            cms={cms}
            kiosk={touchScreen}
            onNavigate={navigate}
            onClearFilters={filters.clear}
          />
        </>
      ) : (
        <CardCollectionSkeleton layout={category?.layout ?? 'PersonCircleCardCategoryLayout'} count={8} />
      )}
    </FolderPageFrame>
  );
}
