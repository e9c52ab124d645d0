import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { publicApi, type RootState } from '@laurel/api-client';
import type { Category, CategoryTreeNode, Entry, Site } from '@laurel/domain';

/** A change to put in the store before the server answers (SPEC §7 `updateStoreFirst`). */
export type CacheChange =
  | { kind: 'entry'; id: string; patch: Partial<Entry> }
  | { kind: 'category'; id: string; patch: Partial<Category> }
  | { kind: 'site'; siteId: string; patch: Partial<Site> };

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

function patchTree(nodes: CategoryTreeNode[], id: string, patch: Partial<Category>): void {
  for (const n of nodes) {
    if (n._id === id) {
      if (patch.categoryName !== undefined) n.categoryName = patch.categoryName;
      if (patch.isLive !== undefined) n.isLive = patch.isLive;
      if (patch.layout !== undefined) n.layout = patch.layout;
      if (patch.coverImage !== undefined) n.coverImage = patch.coverImage;
    }
    patchTree(n.children, id, patch);
  }
}

/** How each cached read holds an entity, and how to change it there. */
const UPDATERS = {
  getEntry: (draft: { entry: Entry; category: Category }, c: CacheChange) => {
    if (c.kind === 'entry' && draft.entry._id === c.id) Object.assign(draft.entry, c.patch);
    if (c.kind === 'category' && draft.category._id === c.id) Object.assign(draft.category, c.patch);
  },
  getCategory: (draft: { category: Category; entries: Entry[]; subCategories: Category[] }, c: CacheChange) => {
    if (c.kind === 'entry') {
      const e = draft.entries.find((x) => x._id === c.id);
      if (e) Object.assign(e, c.patch);
    }
    if (c.kind === 'category') {
      if (draft.category._id === c.id) Object.assign(draft.category, c.patch);
      const sub = draft.subCategories.find((x) => x._id === c.id);
      if (sub) Object.assign(sub, c.patch);
    }
  },
  getCategoryTree: (draft: CategoryTreeNode[], c: CacheChange) => {
    if (c.kind === 'category') patchTree(draft, c.id, c.patch);
  },
  getCategories: (draft: Category[], c: CacheChange) => {
    if (c.kind !== 'category') return;
    const cat = draft.find((x) => x._id === c.id);
    if (cat) Object.assign(cat, c.patch);
  },
  getStyling: (draft: Site, c: CacheChange) => {
    if (c.kind === 'site' && draft.siteID === c.siteId) Object.assign(draft, c.patch);
  },
} as const;

type Updatable = keyof typeof UPDATERS;
const isUpdatable = (name: string | undefined): name is Updatable => !!name && name in UPDATERS;

/**
 * Puts a change into every cached read that shows the entity (the profile page, the folder's list, the
 * tree, the site), so the whole page reflects an edit at once. Saving the server's value undoes it.
 */
export function applyToCache(dispatch: Dispatch, getState: () => RootState, change: CacheChange): void {
  const queries = getState().api.queries;
  for (const q of Object.values(queries)) {
    if (!q || q.status !== 'fulfilled' || !isUpdatable(q.endpointName)) continue;
    const update = UPDATERS[q.endpointName] as (draft: unknown, c: CacheChange) => void;
    dispatch(
      publicApi.util.updateQueryData(q.endpointName as never, q.originalArgs as never, (draft: unknown) =>
        update(draft, change),
      ),
    );
  }
}
