import { Suspense, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useGetCategoryQuery, useRouteLoadError } from '@laurel/api-client';
import {
  applyFilters,
  buildCategoryIndex,
  folderOrder,
  isDragOrder,
  legacyIdRedirect,
  orderFolderEntries,
  singleEntryRedirect,
  visibleEntries,
} from '@laurel/domain';
import { EditSlot } from '@laurel/ui/edit-slots';
import { usePublicSite } from '../../app/use-public-site';
import { usePageView } from '../../lib/analytics/use-page-view';
import { CardCollectionSkeleton } from '../../components/cards/card-collection';
import { useFilterState } from '../filters';
import { FolderPageFrame } from '../folders';
import { useApplyRedirect, useBackButton } from '../../lib/redirects/use-redirect';
import { CategoryContent } from './category-content';
import { LazyEntryFilterBar } from '../../app/pages/load-layouts';

// Its own chunk (not on a visitor's home page); the intent to open a folder, or an idle page, loads it ahead.
const EntryFilterBar = LazyEntryFilterBar;

/** A folder's content in its layout, with the filter bar; applies the single-entry and legacy-id rules. */
export function CategoryPage() {
  const { siteId, site, touchScreen, cms, isPublic, stylingError } = usePublicSite();
  const { categoryId = '' } = useParams();
  const { currentData: data, error } = useGetCategoryQuery(
    { siteId, categoryId, cms },
    { skip: !siteId || !categoryId },
  );
  const backButton = useBackButton();
  const navigate = useNavigate();
  useRouteLoadError(stylingError ?? error);
  const category = data?.category;
  const filters = useFilterState(siteId, category?._id);

  const entries = useMemo(() => {
    if (!data) return [];
    const shown = cms ? data.entries : visibleEntries(data.category, data.entries);
    if (data.category.layout === 'RecordsLayout') return shown;
    return orderFolderEntries(shown, data.category, site?.categoryPage);
  }, [data, cms, site?.categoryPage]);
  const order = folderOrder(category, site?.categoryPage);

  const target = useMemo(() => {
    if (!data) return null;
    const route = { name: 'category' as const, siteId, categoryId };
    const legacy = legacyIdRedirect(route, [data.category], []);
    if (legacy) return legacy;
    const index = buildCategoryIndex([data.category, ...data.subCategories], entries);
    // A folder that also shows sub-folders stays, so they remain reachable (docs/decisions.md).
    return singleEntryRedirect(route, index, { isPublic: isPublic && data.subCategories.length === 0, backButton });
  }, [data, entries, siteId, categoryId, isPublic, backButton]);
  const leaving = useApplyRedirect(target, !!data);
  usePageView(siteId, { categoryId: category?._id }, !!data && !leaving);

  const filtered = useMemo(() => applyFilters(entries, filters.state), [entries, filters.state]);
  return (
    <FolderPageFrame siteId={siteId} site={site} touchScreen={touchScreen} category={category} testId="category-page">
      {category && data && !leaving ? (
        <>
          <EditSlot
            name="folder-toolbar"
            target={{ siteId, category, subCategories: data.subCategories, entries: data.entries }}
          />
          <Suspense fallback={null}>
            <EntryFilterBar
              category={category}
              site={site}
              entries={entries}
              state={filters.state}
              onChange={filters.update}
              resets={filters.resets}
              kiosk={touchScreen}
            />
          </Suspense>
          <CategoryContent
            siteId={siteId}
            site={site}
            category={category}
            subCategories={data.subCategories}
            entries={entries}
            filtered={filtered}
            cms={cms}
            kiosk={touchScreen}
            storedOrder={cms && isDragOrder(order) && filtered.length === entries.length}
            orderAttribute={order.attribute}
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
