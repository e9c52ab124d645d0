import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { publicApi, useRouteLoadError } from '@laurel/api-client';
import { homePath, resolveRedirect } from '@laurel/domain';
import { EditSlot } from '@laurel/ui/edit-slots';
import { PageFrame } from '../../app/page-frame';
import { usePublicSite } from '../../app/use-public-site';
import { usePageView } from '../../lib/analytics/use-page-view';
import { CardCollection, CardCollectionSkeleton } from '../../components/cards/card-collection';
import { folderCard } from '../../components/cards/folder-cards';
import { useIdlePrefetch } from '../../components/cards/hooks/use-idle-prefetch';
import { useApplyRedirect, useBackButton } from '../../lib/redirects/use-redirect';
import { FolderHeading } from './folder-heading';
import { useVisibleTree } from '../../lib/folder-tree';
import { indexFromTree } from '../../lib/tree-index';

/** Top-level folders (SPEC §2 Categories); exactly one visible folder goes straight into it. */
export function CategoriesPage() {
  const { siteId, site, touchScreen, cms, isPublic, stylingError } = usePublicSite();
  const { nodes, error } = useVisibleTree(siteId, site, cms);
  const backButton = useBackButton();
  const navigate = useNavigate();
  const prefetch = publicApi.usePrefetch('getCategory');
  useRouteLoadError(stylingError ?? error);

  const target = useMemo(
    () =>
      nodes ? resolveRedirect({ name: 'categories', siteId }, indexFromTree(nodes), { isPublic, backButton }) : null,
    [nodes, siteId, isPublic, backButton],
  );
  const leaving = useApplyRedirect(target, !!nodes);
  usePageView(siteId, {}, !!nodes && !leaving);

  const items = (nodes ?? []).map((n) =>
    folderCard(siteId, { ...n, imageObjectFit: 'cover' }, n, site, (id) => prefetch({ siteId, categoryId: id, cms })),
  );
  useIdlePrefetch(siteId, leaving ? [] : (nodes ?? []).map((n) => ({ kind: 'folder', id: n._id })), cms);
  return (
    <PageFrame siteId={siteId} site={site} touchScreen={touchScreen} up={homePath(siteId)} testId="categories-page">
      <FolderHeading title="Explore" subtitle={site?.home.homeDescription} loading={!site} />
      <EditSlot name="folder-actions" target={{ siteId }} />
      {nodes && !leaving ? (
        nodes.length > 0 ? (
          <CardCollection
            layout="CategoriesCardLayout2"
            items={items}
            label="Collections"
            onNavigate={navigate}
            edit={{ siteId, kind: 'category', parentId: null, reorderable: cms }}
          />
        ) : (
          <p className="ps-empty">Nothing has been published here yet.</p>
        )
      ) : (
        <CardCollectionSkeleton layout="CategoriesCardLayout2" count={4} />
      )}
    </PageFrame>
  );
}
