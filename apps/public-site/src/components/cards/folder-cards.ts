import type { Category, CategoryTreeNode, Site } from '@laurel/domain';
import { categoryPath, subcategoriesPath } from '@laurel/domain';
import type { CardItem } from './card-collection';

/** A folder as a card; it opens its sub-folder list when it has visible sub-folders, else its content. */
export function folderCard(
  siteId: string,
  folder: Pick<Category, '_id' | 'categoryName' | 'imageObjectFit' | 'isLive'> &
    Partial<Pick<Category, 'coverImage' | 'cardBackground' | 'categoryDescription'>>,
  node: CategoryTreeNode | undefined,
  site: Site | undefined,
  onIntent?: (id: string) => void,
): CardItem {
  const hasChildren = (node?.children.length ?? 0) > 0;
  const count = node ? node.visibleEntryCount : 0;
  return {
    id: folder._id,
    title: folder.categoryName,
    subtitle: folder.categoryDescription || undefined,
    meta: hasChildren
      ? `${node!.children.length} ${node!.children.length === 1 ? 'collection' : 'collections'}`
      : count > 0
        ? `${count} ${count === 1 ? 'item' : 'items'}`
        : undefined,
    media: folder.coverImage ?? node?.coverImage ?? site?.genericImage ?? null,
    art: !folder.coverImage && !node?.coverImage && !!site?.genericImage,
    fit: folder.imageObjectFit ?? 'cover',
    background: folder.cardBackground ?? null,
    href: hasChildren ? subcategoriesPath(siteId, folder._id) : categoryPath(siteId, folder._id),
    isLive: folder.isLive,
    onIntent: onIntent ? () => onIntent(folder._id) : undefined,
  };
}
