import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { publicApi, type CategoryReply, type RootState } from '@laurel/api-client';
import type { CategoryTreeNode } from '@laurel/domain';
import type { CardKind } from '@laurel/ui/edit-slots';

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** `items` sorted by the position of their id in `order` (ids not in it keep their place at the end). */
export function sortByIds<T extends { _id: string }>(items: T[], order: readonly string[]): T[] {
  const at = new Map(order.map((id, i) => [id, i]));
  return [...items].sort((a, b) => (at.get(a._id) ?? Infinity) - (at.get(b._id) ?? Infinity));
}

function treeList(nodes: CategoryTreeNode[], parentId: string | null): CategoryTreeNode[] | null {
  if (parentId === null) return nodes;
  for (const n of nodes) {
    if (n._id === parentId) return n.children;
    const hit = treeList(n.children, parentId);
    if (hit) return hit;
  }
  return null;
}

/** Shows a new order at once in every cached read of the list (folder replies and the tree). */
export function applyOrder(
  dispatch: Dispatch,
  getState: () => RootState,
  kind: CardKind,
  parentId: string | null,
  ids: string[],
): void {
  for (const q of Object.values(getState().api.queries)) {
    if (!q || q.status !== 'fulfilled') continue;
    if (q.endpointName === 'getCategory' && parentId) {
      dispatch(
        publicApi.util.updateQueryData('getCategory', q.originalArgs as never, (d: CategoryReply) => {
          if (d.category._id !== parentId) return;
          if (kind === 'entry') {
            d.entries = sortByIds(d.entries, ids);
            d.category.entries = sortByIds(
              d.category.entries.map((_id) => ({ _id })),
              ids,
            ).map((e) => e._id);
          } else {
            d.subCategories = sortByIds(d.subCategories, ids);
            d.category.categories = ids;
          }
        }),
      );
    }
    if (q.endpointName === 'getCategoryTree' && kind === 'category') {
      dispatch(
        publicApi.util.updateQueryData('getCategoryTree', q.originalArgs as never, (d: CategoryTreeNode[]) => {
          const list = treeList(d, parentId);
          if (list) list.splice(0, list.length, ...sortByIds(list, ids));
        }),
      );
    }
  }
}
