import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { isExpandable, visibleRows, type NavNode } from './site-tree';
import { treeKey } from './tree-keys';

export interface SiteTreeViewProps {
  nodes: NavNode[];
  expanded: ReadonlySet<string>;
  /** The id of the page being edited (highlighted, focused first). */
  current: string | null;
  onToggle: (id: string, open: boolean) => void;
  onOpenAll: (ids: string[]) => void;
  onGo: (node: NavNode) => void;
}

/**
 * The site as a WAI-ARIA tree view: one tab stop (the focused row), arrow keys to move, open and close,
 * Enter or a click to go to the page. The page being edited is the selected row, marked "You are here".
 */
export function SiteTreeView({ nodes, expanded, current, onToggle, onOpenAll, onGo }: SiteTreeViewProps) {
  const rows = useMemo(() => visibleRows(nodes, expanded), [nodes, expanded]);
  const [focused, setFocused] = useState<string | null>(null);
  const tree = useRef<HTMLUListElement>(null);
  const prefix = useId();
  const domId = (id: string) => `${prefix}-${id}`;
  // The tab stop: the focused row while it is shown, else the current page, else the first row.
  const tabStop = rows.some((r) => r.node.id === focused)
    ? focused
    : (rows.find((r) => r.node.id === current)?.node.id ?? rows[0]?.node.id ?? null);

  const moveTo = (id: string) => {
    setFocused(id);
    document.getElementById(domId(id))?.focus();
  };
  // Focus starts on the page being edited once its row is shown: the path to it opens only when the site has
  // loaded, and a row focused before that (the first) would otherwise keep the tab stop. Not while a search is typed.
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || !current || !rows.some((r) => r.node.id === current)) return;
    if (document.activeElement instanceof HTMLInputElement) return;
    placed.current = true;
    moveTo(current);
  });
  useEffect(() => {
    // A row that went away (a folder closed above it) hands focus to the tab stop.
    if (focused && tabStop !== focused && tree.current?.contains(document.activeElement) && tabStop) moveTo(tabStop);
  });

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!tabStop || e.altKey || e.ctrlKey || e.metaKey) return;
    const action = treeKey(rows, tabStop, e.key, expanded);
    if (!action) return;
    e.preventDefault();
    e.stopPropagation();
    if (action.type === 'focus') moveTo(action.id);
    else if (action.type === 'open') onToggle(action.id, true);
    else if (action.type === 'close') onToggle(action.id, false);
    else if (action.type === 'openAll') onOpenAll(action.ids);
    else {
      const row = rows.find((r) => r.node.id === action.id);
      if (row) onGo(row.node);
    }
  };

  const item = (node: NavNode, level: number, pos: number, size: number) => {
    const open = expanded.has(node.id);
    const expandable = isExpandable(node);
    const here = node.id === current;
    const labelId = `${domId(node.id)}-label`;
    return (
      <li
        key={node.id}
        id={domId(node.id)}
        role="treeitem"
        className={`cms-tree__item${here ? ' cms-tree__item--here' : ''}`}
        aria-labelledby={labelId}
        aria-level={level}
        aria-posinset={pos}
        aria-setsize={size}
        aria-expanded={expandable ? open : undefined}
        aria-selected={here}
        aria-current={here ? 'page' : undefined}
        tabIndex={node.id === tabStop ? 0 : -1}
        onFocus={(e) => {
          if (e.target === e.currentTarget) setFocused(node.id);
        }}
      >
        <div className="cms-tree__row" style={{ paddingInlineStart: `${(level - 1) * 1.1 + 0.25}em` }}>
          <span
            className="cms-tree__twisty"
            aria-hidden="true"
            onClick={(e) => {
              e.stopPropagation();
              if (expandable) onToggle(node.id, !open);
            }}
          >
            {expandable ? (open ? '▾' : '▸') : ''}
          </span>
          <span
            className="cms-tree__label"
            onClick={() => {
              setFocused(node.id);
              onGo(node);
            }}
          >
            <span id={labelId}>{node.label}</span>
            {node.draft ? <span className="cms-tree__draft"> Draft</span> : null}
            {here ? <span className="cms-tree__here"> You are here</span> : null}
          </span>
        </div>
        {expandable && open && node.children?.length ? (
          <ul role="group" className="cms-tree__group">
            {node.children.map((c, i, all) => item(c, level + 1, i + 1, all.length))}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <ul ref={tree} role="tree" aria-label="Site map" className="cms-tree" onKeyDown={onKeyDown}>
      {nodes.map((n, i) => item(n, 1, i + 1, nodes.length))}
    </ul>
  );
}
