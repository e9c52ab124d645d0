import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetCategoryTreeQuery } from '@laurel/api-client';
import type { EntryName } from '@laurel/domain';
import { navigatorApi } from './navigator-endpoints';
import { ancestorsOf, currentFolderId, filterTree, siteTree, type NavNode } from './site-tree';

type Loaded = ReadonlyMap<string, readonly EntryName[]>;

/**
 * The navigator's tree and what is open in it. The path to the page being edited opens by itself (SPEC §2:
 * "the site navigator opens the path to the current category"), and again on every navigation; a search
 * shows only what matches (folders by name, profiles by any field, drafts included), every match open.
 */
export function useSiteTree(siteId: string, pathname: string, term: string) {
  const { data: tree, isLoading } = useGetCategoryTreeQuery({ siteId, cms: true });
  const [entries, setEntries] = useState<Loaded>(new Map());
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const q = term.trim();
  const { data: found, isFetching: searching } = navigatorApi.useNavigatorSearchQuery(
    { siteId, q },
    { skip: q === '' },
  );

  const nodes = useMemo(() => siteTree(siteId, tree ?? [], entries), [siteId, tree, entries]);
  const folder = currentFolderId(pathname);
  useEffect(() => {
    if (!tree) return;
    const trail = folder ? ancestorsOf(nodes, folder) : null;
    if (!trail || !folder) return;
    setExpanded((prev) => {
      const wanted = pathname.startsWith('/entry/') ? [...trail, folder] : trail;
      return wanted.every((id) => prev.has(id)) ? prev : new Set([...prev, ...wanted]);
    });
    // Only a new page (or the tree arriving) opens the path: closing a folder afterwards is the editor's choice.
  }, [pathname, Boolean(tree)]);

  const searchTree = useMemo(() => {
    if (!q) return null;
    const merged = new Map<string, EntryName[]>();
    for (const [id, list] of entries) merged.set(id, [...list]);
    for (const e of found?.entries ?? []) {
      const list = merged.get(e.categoryID) ?? [];
      if (!list.some((x) => x._id === e._id)) merged.set(e.categoryID, [...list, e]);
    }
    return filterTree(siteTree(siteId, tree ?? [], merged), q, new Set((found?.entries ?? []).map((e) => e._id)));
  }, [q, found, entries, siteId, tree]);

  const toggle = useCallback((id: string, open: boolean) => {
    setExpanded((prev) => {
      if (prev.has(id) === open) return prev;
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const openAll = useCallback((ids: string[]) => setExpanded((prev) => new Set([...prev, ...ids])), []);
  const loaded = useCallback(
    (folderId: string, list: readonly EntryName[]) =>
      setEntries((prev) => (prev.get(folderId) === list ? prev : new Map(prev).set(folderId, list))),
    [],
  );
  /** Open folders whose profiles have not been read yet (the navigator reads them). */
  const toLoad = useMemo(() => lazyOpen(nodes, expanded), [nodes, expanded]);

  return {
    nodes: searchTree ? searchTree.nodes : nodes,
    expanded: searchTree ? searchTree.open : expanded,
    searching: q !== '' && searching,
    isLoading,
    toggle,
    openAll,
    loaded,
    toLoad,
    // While a search shows, what is open follows the matches; the editor's own choice comes back after.
    searchActive: searchTree !== null,
  };
}

function lazyOpen(nodes: readonly NavNode[], expanded: ReadonlySet<string>, out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.lazy && expanded.has(n.id)) out.push(n.id);
    if (n.children && expanded.has(n.id)) lazyOpen(n.children, expanded, out);
  }
  return out;
}
