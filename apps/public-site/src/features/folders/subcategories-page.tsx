import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { publicApi, useGetCategoryQuery, useRouteLoadError } from '@laurel/api-client';
import { resolveRedirect, subcategoriesPath } from '@laurel/domain';
import { EditSlot } from '@laurel/ui/edit-slots';
import { usePublicSite } from '../../app/use-public-site';
import { usePageView } from '../../lib/analytics/use-page-view';
import { CardCollection, CardCollectionSkeleton } from '../../components/cards/card-collection';
import { folderCard } from '../../components/cards/folder-cards';
import { useIdlePrefetch } from '../../components/cards/hooks/use-idle-prefetch';
import { useApplyRedirect, useBackButton } from '../../lib/redirects/use-redirect';
import { FolderPageFrame } from './folder-page-frame';
import { findNode, useVisibleTree } from '../../lib/folder-tree';
import { indexFromTree } from '../../lib/tree-index';

/** The sub-folders of a folder, in the folder's card layout; one visible sub-folder goes straight in. */
export function SubCategoriesPage() {
  const { siteId, site, touchScreen, cms, isPublic, stylingError } = usePublicSite();
  const { categoryId = '' } = useParams();
  const { nodes, error: treeError } = useVisibleTree(siteId, site, cms);
  const { currentData: data, error } = useGetCategoryQuery(
    { siteId, categoryId, cms },
    { skip: !siteId || !categoryId },
  );
  const backButton = useBackButton();
  const navigate = useNavigate();
  const prefetch = publicApi.usePrefetch('getCategory');
  useRouteLoadError(stylingError ?? error ?? treeError);

  const target = useMemo(() => {
    if (!nodes || !data) return null;
    if (data.category._id !== categoryId) return subcategoriesPath(siteId, data.category._id);
    return resolveRedirect({ name: 'subcategories', siteId, categoryId }, indexFromTree(nodes), {
      isPublic,
      backButton,
    });
  }, [nodes, data, siteId, categoryId, isPublic, backButton]);
  const leaving = useApplyRedirect(target, !!nodes && !!data);
  usePageView(siteId, { categoryId: data?.category._id }, !!data && !leaving);

  const category = data?.category;
  const node = findNode(nodes, category?._id ?? categoryId);
  const children = (data?.subCategories ?? []).filter((c) => cms || !!findNode(node?.children, c._id));
  const items = children.map((c) =>
    folderCard(siteId, c, findNode(node?.children, c._id), site, (id) => prefetch({ siteId, categoryId: id, cms })),
  );
  useIdlePrefetch(siteId, leaving || !nodes ? [] : children.map((c) => ({ kind: 'folder', id: c._id })), cms);
  const layout = category?.layout ?? 'CategoriesCardLayout';
  return (
    <FolderPageFrame
      siteId={siteId}
      site={site}
      touchScreen={touchScreen}
      category={category}
      testId="subcategories-page"
    >
      {category && data ? (
        <EditSlot
          name="folder-toolbar"
          target={{ siteId, category, subCategories: data.subCategories, entries: data.entries }}
        />
      ) : null}
      {category && nodes && !leaving ? (
        <CardCollection
          layout={layout}
          items={items}
          label={category.categoryName}
          onNavigate={navigate}
          edit={{ siteId, kind: 'category', parentId: category._id, reorderable: cms }}
        />
      ) : (
        <CardCollectionSkeleton layout={layout} count={6} />
      )}
    </FolderPageFrame>
  );
}
