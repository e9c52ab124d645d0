import {
  categoriesPath,
  categoryPath,
  entryPath,
  homePath,
  NEW_PROFILE_NAME,
  parsePublicPath,
  subcategoriesPath,
  type CategoryTreeNode,
  type Entry,
} from '@laurel/domain';

/** One place of the site in the navigator: Home, the folder list, a folder or a profile. */
export interface NavNode {
  id: string;
  kind: 'home' | 'folders' | 'folder' | 'entry';
  label: string;
  path: string;
  /** Unpublished: visitors do not see it. */
  draft: boolean;
  /** Sub-folders, or the profiles once loaded; absent for a leaf. */
  children?: NavNode[];
  /** Has children that are not loaded yet (a folder's profiles load when it is opened). */
  lazy?: boolean;
}

/** A row of the tree as drawn: the node, its depth and place among its siblings, its parent. */
export interface NavRow {
  node: NavNode;
  level: number;
  posInSet: number;
  setSize: number;
  parentId: string | null;
}

export const HOME_ID = 'home';
export const FOLDERS_ID = 'folders';

type EntryLike = Pick<Entry, '_id' | 'firstName' | 'lastName' | 'isLive'>;

export const entryLabel = (e: Pick<Entry, 'firstName' | 'lastName'>): string =>
  e.firstName.trim() === NEW_PROFILE_NAME
    ? 'New profile'
    : [e.firstName, e.lastName].filter((s) => s?.trim()).join(' ') || 'Unnamed profile';

/** A folder's profiles are places of their own, except on a records board (its items are rows, not pages). */
const hasProfilePages = (f: CategoryTreeNode) =>
  f.children.length === 0 && f.layout !== 'RecordsLayout' && f.entryCount > 0;

function folderNode(siteId: string, f: CategoryTreeNode, entries: ReadonlyMap<string, readonly EntryLike[]>): NavNode {
  const node: NavNode = {
    id: f._id,
    kind: 'folder',
    label: f.categoryName.trim() || 'Untitled folder',
    path: f.children.length ? subcategoriesPath(siteId, f._id) : categoryPath(siteId, f._id),
    draft: !f.isLive,
  };
  if (f.children.length) node.children = f.children.map((c) => folderNode(siteId, c, entries));
  else if (hasProfilePages(f)) {
    const loaded = entries.get(f._id);
    if (loaded)
      node.children = loaded.map((e) => ({
        id: e._id,
        kind: 'entry',
        label: entryLabel(e),
        path: entryPath(siteId, f._id, e._id),
        draft: !e.isLive,
      }));
    else node.lazy = true;
  }
  return node;
}

/** The site as a tree: Home, then All folders with every folder (and the profiles of the folders loaded). */
export function siteTree(
  siteId: string,
  tree: readonly CategoryTreeNode[],
  entries: ReadonlyMap<string, readonly EntryLike[]> = new Map(),
): NavNode[] {
  return [
    { id: HOME_ID, kind: 'home', label: 'Home', path: homePath(siteId), draft: false },
    {
      id: FOLDERS_ID,
      kind: 'folders',
      label: 'All folders',
      path: categoriesPath(siteId),
      draft: false,
      children: tree.map((f) => folderNode(siteId, f, entries)),
    },
  ];
}

/** The id of the place a pathname shows (null: a page that is not in the tree). */
export function currentId(pathname: string): string | null {
  const route = parsePublicPath(pathname);
  if (!route) return null;
  if (route.name === 'home') return HOME_ID;
  if (route.name === 'categories') return FOLDERS_ID;
  if (route.name === 'entry') return route.entryId;
  return route.categoryId;
}

/** The folder a pathname is in (an entry's folder; a folder itself), to open the path to it. */
export function currentFolderId(pathname: string): string | null {
  const route = parsePublicPath(pathname);
  return route && 'categoryId' in route ? route.categoryId : null;
}

/** The ids from the root down to `id`, without `id` itself; null when it is not in the tree. */
export function ancestorsOf(nodes: readonly NavNode[], id: string, trail: string[] = []): string[] | null {
  for (const n of nodes) {
    if (n.id === id) return trail;
    if (n.children) {
      const found = ancestorsOf(n.children, id, [...trail, n.id]);
      if (found) return found;
    }
  }
  return null;
}

/** The rows shown: the roots and the children of every expanded node, in order. */
export function visibleRows(nodes: readonly NavNode[], expanded: ReadonlySet<string>): NavRow[] {
  const rows: NavRow[] = [];
  const walk = (list: readonly NavNode[], level: number, parentId: string | null) => {
    list.forEach((node, i) => {
      rows.push({ node, level, posInSet: i + 1, setSize: list.length, parentId });
      if (node.children && expanded.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

export const isExpandable = (n: NavNode): boolean => Boolean(n.lazy || n.children?.length);

/**
 * The tree cut down to what matches a search: nodes whose label contains the term (case-insensitive), or
 * whose id is in `alsoMatch` (profiles the server found by any field), with the folders that lead to them.
 * Returns the tree and the ids to open so every match shows.
 */
export function filterTree(
  nodes: readonly NavNode[],
  term: string,
  alsoMatch: ReadonlySet<string> = new Set(),
): { nodes: NavNode[]; open: Set<string> } {
  const needle = term.trim().toLowerCase();
  const open = new Set<string>();
  const keep = (list: readonly NavNode[]): NavNode[] =>
    list.flatMap((n) => {
      const children = n.children ? keep(n.children) : [];
      const hit = n.label.toLowerCase().includes(needle) || alsoMatch.has(n.id);
      if (!hit && children.length === 0) return [];
      if (children.length) open.add(n.id);
      return [{ ...n, lazy: false, children: children.length ? children : undefined }];
    });
  return { nodes: keep(nodes), open };
}
