import { Suspense, useMemo } from 'react';
import { publicApi } from '@laurel/api-client';
import type { Category, CategoryPageSettings, Entry, Site } from '@laurel/domain';
import { preloadMedia } from '@laurel/ui';
import { EditSlot } from '@laurel/ui/edit-slots';
import { CardCollection, CardCollectionSkeleton } from '../../components/cards/card-collection';
import { entryCard } from '../../components/cards/entry-cards';
import { folderCard } from '../../components/cards/folder-cards';
import { useIdlePrefetch, type PrefetchTarget } from '../../components/cards/hooks/use-idle-prefetch';
import { loadSanitiser } from '../../components/rich-text';
import { FlipbookSlot } from '../flipbook';
import { useFolderPaging } from './folder-paging';
import { LazyRecordsBoard } from '../../app/pages/load-layouts';
import { PersonList } from './person-list';

// Record boards are a chunk of their own (not on the way to a profile); idle pages load it ahead.
const RecordsBoard = LazyRecordsBoard;

export interface CategoryContentProps {
  siteId: string;
  site: Site | undefined;
  category: Category;
  subCategories: Category[];
  /** All visible entries in display order. */
  entries: Entry[];
  /** Those left by the filter bar. */
  filtered: Entry[];
  cms: boolean;
  /** A touch-screen kiosk: long record boards page by themselves. */
  kiosk?: boolean;
  /** The entries are shown in the folder's own order, all of them (in-page editing may reorder them). */
  storedOrder: boolean;
  /** The folder's sort key (a kiosk's letter bar jumps by it when it is a name). */
  orderAttribute: CategoryPageSettings['orderingAttribute'];
  onNavigate: (href: string) => void;
  /** Clears every filter (offered when nothing matches). */
  onClearFilters?: () => void;
}

/** The body of a folder page by its layout: records boards, person lists/banners, or cards. */
export function CategoryContent({
  siteId,
  site,
  category,
  subCategories,
  entries,
  filtered,
  cms,
  kiosk,
  storedOrder,
  orderAttribute,
  onNavigate,
  onClearFilters,
}: CategoryContentProps) {
  const layout = category.layout;
  // Visitors see a long folder a page at a time; editors see every card (to drag them into place).
  const paging = useFolderPaging(filtered, {
    enabled: !cms && layout !== 'RecordsLayout',
    kiosk: !!kiosk,
    attribute: orderAttribute,
  });
  const onPage = paging.items;
  const prefetchEntry = publicApi.usePrefetch('getEntry');
  const prefetchCategory = publicApi.usePrefetch('getCategory');
  const shown = useMemo(() => new Set(filtered.map((e) => e._id)), [filtered]);
  useIdlePrefetch(
    siteId,
    [
      ...subCategories.map((c): PrefetchTarget => ({ kind: 'folder', id: c._id })),
      ...onPage.map((e): PrefetchTarget => ({ kind: 'entry', id: e._id, headshot: e.headshot })),
    ],
    cms,
  );

  const folders = subCategories.length ? (
    <CardCollection
      layout="CategoriesCardLayout"
      items={subCategories.map((c) =>
        folderCard(siteId, c, undefined, site, (id) => prefetchCategory({ siteId, categoryId: id, cms })),
      )}
      label={`${category.categoryName}: collections`}
      onNavigate={onNavigate}
      edit={{ siteId, kind: 'category', parentId: category._id, reorderable: cms }}
    />
  ) : null;

  let body;
  if (layout === 'RecordsLayout') {
    body = (
      <Suspense fallback={<CardCollectionSkeleton layout="PersonListCategoryLayout" count={6} />}>
        <EditSlot name="records-board" target={{ siteId, category, entries }}>
          <RecordsBoard siteId={siteId} category={category} entries={entries} shown={shown} kiosk={kiosk} />
        </EditSlot>
      </Suspense>
    );
  } else if (
    layout === 'PersonListCategoryLayout' ||
    layout === 'PersonListCategoryLayout2' ||
    layout === 'PersonBannersLayout'
  ) {
    body = (
      <PersonList
        siteId={siteId}
        category={category}
        entries={onPage}
        site={site}
        layout={layout}
        reorderable={storedOrder}
      />
    );
  } else {
    const intent = (e: Entry) => () => {
      prefetchEntry({ siteId, entryId: e._id, cms });
      void loadSanitiser();
      preloadMedia(e.headshot, Math.min(1280, Math.round(window.innerWidth * 0.4 * (window.devicePixelRatio || 1))));
    };
    const items = onPage.map((e) => entryCard(siteId, e, category, site, intent(e)));
    body = (
      <CardCollection
        layout={layout}
        items={items}
        label={category.categoryName}
        onNavigate={onNavigate}
        edit={{ siteId, kind: 'entry', parentId: category._id, reorderable: storedOrder }}
        eager={8}
      />
    );
  }
  const nothing = entries.length > 0 && filtered.length === 0;
  return (
    <div className="ps-content">
      <FlipbookSlot book={category.flipbook} />
      {folders}
      {nothing ? (
        <div className="ps-empty ps-empty--filters" role="status">
          <p>{layout === 'RecordsLayout' ? 'No records match these filters.' : 'Nobody matches these filters.'}</p>
          {onClearFilters ? (
            <button type="button" className="ui-button ui-button--primary" onClick={onClearFilters}>
              Clear filters
            </button>
          ) : null}
        </div>
      ) : (
        <>
          {paging.top}
          {body}
          {paging.bottom}
        </>
      )}
      {entries.length === 0 && subCategories.length === 0 && !category.flipbook ? (
        <EditSlot name="folder-empty" target={{ siteId, category }}>
          <p className="ps-empty">Nothing has been published here yet.</p>
        </EditSlot>
      ) : null}
      {/* Editing: after the cards, a compact "Add a flipbook…" (open when the folder has one). */}
      <EditSlot name="folder-flipbook" target={{ siteId, category }} />
    </div>
  );
}
