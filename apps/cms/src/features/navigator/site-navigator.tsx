import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EntryName } from '@laurel/domain';
import { navigatorApi } from './navigator-endpoints';
import { currentId, type NavNode } from './site-tree';
import { SiteTreeView } from './site-tree-view';
import { useSiteTree } from './use-site-tree';
import './navigator.css';

/** Reads an opened folder's profiles by name (the editing view: drafts too) and hands them to the tree. */
function EntriesLoader(props: {
  siteId: string;
  folderId: string;
  onLoaded: (id: string, e: readonly EntryName[]) => void;
}) {
  const { siteId, folderId, onLoaded } = props;
  const { data } = navigatorApi.useNavigatorEntryNamesQuery({ siteId, categoryId: folderId });
  useEffect(() => {
    if (data) onLoaded(folderId, data);
  }, [data, folderId, onLoaded]);
  return null;
}

function useDebounced(value: string, ms = 250): string {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setOut(value), value ? ms : 0);
    return () => clearTimeout(t);
  }, [value, ms]);
  return out;
}

/**
 * The site navigator (SPEC §2): a "Site map" button in the editing bar opens the site as a tree (Home, every
 * folder, the profiles of an opened folder), with the path to the page being edited open and that page marked.
 * A search narrows it; Enter or a click goes to a page. Escape or the button closes it, focus back on the button.
 */
export function SiteNavigator({ siteId }: { siteId: string }) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const panelId = useId();
  const searchId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const query = useDebounced(term);
  const site = useSiteTree(siteId, pathname, query);
  const current = currentId(pathname);

  const close = (focusButton: boolean) => {
    setOpen(false);
    setTerm('');
    if (focusButton) button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    // Focus goes into the tree, on the page being edited.
    const t = setTimeout(() => panel.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus());
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      clearTimeout(t);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  const go = (node: NavNode) => {
    close(false);
    navigate(node.path);
  };

  return (
    <div className="cms-navigator">
      <button
        ref={button}
        type="button"
        className="cms-chrome__tool"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        Site map
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          className="cms-navigator__panel"
          role="region"
          aria-label="Site navigator"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              close(true);
            }
          }}
        >
          <label htmlFor={searchId} className="cms-navigator__search-label">
            Find a page
          </label>
          <input
            id={searchId}
            className="cms-navigator__search"
            type="search"
            placeholder="Folder or profile name"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                panel.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
              }
            }}
          />
          {site.isLoading ? <p className="cms-navigator__note">Loading the site…</p> : null}
          {site.searchActive && !site.searching && site.nodes.length === 0 ? (
            <p className="cms-navigator__note" role="status">
              Nothing matches “{query.trim()}”.
            </p>
          ) : null}
          <SiteTreeView
            nodes={site.nodes}
            expanded={site.expanded}
            current={current}
            onToggle={site.toggle}
            onOpenAll={site.openAll}
            onGo={go}
          />
          <p className="cms-navigator__hint">Arrow keys move and open folders; Enter goes to the page.</p>
        </div>
      ) : null}
      {site.toLoad.map((id) => (
        <EntriesLoader key={id} siteId={siteId} folderId={id} onLoaded={site.loaded} />
      ))}
    </div>
  );
}
