import { useNavigate } from 'react-router';
import { publicApi } from '@laurel/api-client';
import type { CategoryTreeNode, Site } from '@laurel/domain';
import { usePublicSite } from '../../app/use-public-site';
import { CardCollection } from '../cards/card-collection';
import { folderCard } from '../cards/folder-cards';
import { useIdlePrefetch } from '../cards/hooks/use-idle-prefetch';
import { findNode } from '../folders/tree';

function useFolderCards(siteId: string, site: Site, nodes: CategoryTreeNode[]) {
  const prefetch = publicApi.usePrefetch('getCategory');
  const { cms } = usePublicSite();
  useIdlePrefetch(
    siteId,
    nodes.map((n) => ({ kind: 'folder', id: n._id })),
    cms,
  );
  return nodes.map((n) =>
    folderCard(siteId, { ...n, imageObjectFit: 'cover' }, n, site, (id) => prefetch({ siteId, categoryId: id })),
  );
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
  const node = site.home.gridCategoryId ? findNode(tree, site.home.gridCategoryId) : undefined;
  const nodes = node ? (node.children.length ? node.children : [node]) : tree;
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
        slot="home-grid-card"
      />
    </section>
  );
}

/** The carousel categories (visible ones, in the site's order) in a carousel that may advance by itself. */
export function HomeCarousel({ siteId, site, tree }: { siteId: string; site: Site; tree: CategoryTreeNode[] }) {
  const navigate = useNavigate();
  const nodes = (site.home.carouselCategoryIds ?? [])
    .map((id) => findNode(tree, id))
    .filter((n): n is CategoryTreeNode => !!n);
  const items = useFolderCards(siteId, site, nodes);
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
        slot="home-carousel-card"
        autoplayMs={site.home.animations?.carousel ? 6000 : 0}
      />
    </section>
  );
}
