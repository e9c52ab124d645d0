import { useNavigate } from 'react-router';
import { publicApi } from '@laurel/api-client';
import type { CategoryTreeNode, Site } from '@laurel/domain';
import { usePublicSite } from '../../app/use-public-site';
import { CardCollection } from '../../components/cards/card-collection';
import { folderCard } from '../../components/cards/folder-cards';
import { useIdlePrefetch } from '../../components/cards/hooks/use-idle-prefetch';
import { findNode } from '../../lib/folder-tree';
import { preloadLayout } from '../../app/pages/preload-layout';

function useFolderCards(siteId: string, site: Site, nodes: CategoryTreeNode[]) {
  const prefetch = publicApi.usePrefetch('getCategory');
  const { cms } = usePublicSite();
  useIdlePrefetch(
    siteId,
    nodes.map((n) => ({ kind: 'folder', id: n._id })),
    cms,
    false,
  );
  return nodes.map((n) =>
    folderCard(siteId, { ...n, imageObjectFit: 'cover' }, n, site, (id) => {
      prefetch({ siteId, categoryId: id });
      // a records board's code comes with the intent to open it (Home does not load it when idle)
      preloadLayout(n.layout);
    }),
  );
}

/** The grid category and the folders it shows: its visible sub-folders, or itself when it has none. */
export function homeGridNodes(site: Site, tree: CategoryTreeNode[]) {
  const node = site.home.gridCategoryId ? findNode(tree, site.home.gridCategoryId) : undefined;
  return { node, nodes: node ? (node.children.length ? node.children : [node]) : tree };
}

/**
 * The carousel categories (visible ones, in the site's order) that the grid does not already show: a folder
 * appears once on Home, and the grid's own folder is named by the grid's heading.
 */
export function homeCarouselNodes(site: Site, tree: CategoryTreeNode[], besideGrid = true) {
  const { node, nodes } = homeGridNodes(site, tree);
  const inGrid = new Set(besideGrid ? [...nodes.map((n) => n._id), ...(node ? [node._id] : [])] : []);
  return (site.home.carouselCategoryIds ?? [])
    .map((id) => findNode(tree, id))
    .filter((n): n is CategoryTreeNode => !!n && !inGrid.has(n._id));
}

/**
 * Grid columns on Home (the carousel's slides take the same width, so both line up): as many as fit, up to
 * `max`, but never so many that one card sits alone on the last row (4 folders with 3 columns → 2 × 2).
 */
export function homeColumns(count: number, max: number): number {
  const most = Math.max(1, Math.min(count, max));
  for (let cols = most; cols > 1; cols--) if (count % cols !== 1) return cols;
  return most;
}

/** The grid category's visible sub-folders (or the folder itself when it has none) as cards. */
export function HomeGrid({
  siteId,
  site,
  tree,
  layout = 'CategoriesCardLayout2',
}: {
  siteId: string;
  site: Site;
  tree: CategoryTreeNode[];
  layout?: 'CategoriesCardLayout2' | 'CategoriesCardLayout';
}) {
  const navigate = useNavigate();
  const { node, nodes } = homeGridNodes(site, tree);
  const items = useFolderCards(siteId, site, nodes);
  if (!items.length) return null;
  return (
    <section className="ps-home-grid" aria-label={node?.categoryName ?? 'Collections'} data-testid="home-grid">
      {node ? <h2 className="ps-section-title">{node.categoryName}</h2> : null}
      <CardCollection
        layout={layout}
        items={items}
        label={node?.categoryName ?? 'Collections'}
        onNavigate={navigate}
        edit={{ siteId, kind: 'category', parentId: node?._id ?? null, reorderable: false }}
      />
    </section>
  );
}

/** The carousel categories (visible ones, in the site's order) in a carousel that may advance by itself. */
export function HomeCarousel({
  siteId,
  site,
  tree,
  besideGrid = true,
}: {
  siteId: string;
  site: Site;
  tree: CategoryTreeNode[];
  /** The layout also shows the grid (all but SplitScreenSpotlight): leave out what the grid shows. */
  besideGrid?: boolean;
}) {
  const navigate = useNavigate();
  const items = useFolderCards(siteId, site, homeCarouselNodes(site, tree, besideGrid));
  if (!items.length) return null;
  return (
    <section
      className={`ps-home-carousel${site.home.animations?.carousel ? ' is-animated' : ''}`}
      aria-label="Featured"
      data-testid="home-carousel"
    >
      <CardCollection
        layout="CategoryCarousel"
        items={items}
        label="Featured collections"
        onNavigate={navigate}
        edit={{ siteId, kind: 'category', parentId: null, reorderable: false }}
        autoplayMs={site.home.animations?.carousel ? 6000 : 0}
      />
    </section>
  );
}
