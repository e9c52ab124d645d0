import { isExpandable, type NavRow } from './site-tree';

/** What a key press in the tree does: move focus, open or close a node, or go to its page. */
export type TreeAction =
  | { type: 'focus'; id: string }
  | { type: 'open'; id: string }
  | { type: 'close'; id: string }
  | { type: 'openAll'; ids: string[] }
  | { type: 'go'; id: string }
  | null;

/**
 * The WAI-ARIA treeview keys (APG "Tree View"): Up/Down move, Right opens a closed node or moves into an
 * open one, Left closes an open node or moves to its parent, Home/End go to the first/last row, Enter goes
 * to the page, * opens every sibling, and a letter moves to the next row starting with it.
 */
export function treeKey(
  rows: readonly NavRow[],
  focusedId: string,
  key: string,
  expanded: ReadonlySet<string>,
): TreeAction {
  const i = rows.findIndex((r) => r.node.id === focusedId);
  if (i < 0) return rows[0] ? { type: 'focus', id: rows[0].node.id } : null;
  const row = rows[i];
  const focus = (r: NavRow | undefined): TreeAction => (r ? { type: 'focus', id: r.node.id } : null);
  switch (key) {
    case 'ArrowDown':
      return focus(rows[i + 1]);
    case 'ArrowUp':
      return focus(rows[i - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows[rows.length - 1]);
    case 'ArrowRight':
      if (!isExpandable(row.node)) return null;
      if (!expanded.has(row.node.id)) return { type: 'open', id: row.node.id };
      return rows[i + 1]?.parentId === row.node.id ? focus(rows[i + 1]) : null;
    case 'ArrowLeft':
      if (isExpandable(row.node) && expanded.has(row.node.id)) return { type: 'close', id: row.node.id };
      return row.parentId ? { type: 'focus', id: row.parentId } : null;
    case 'Enter':
      return { type: 'go', id: row.node.id };
    case '*':
      return {
        type: 'openAll',
        ids: rows.filter((r) => r.parentId === row.parentId && isExpandable(r.node)).map((r) => r.node.id),
      };
    default: {
      if (key.length !== 1 || !/\S/.test(key)) return null;
      const ch = key.toLowerCase();
      const order = [...rows.slice(i + 1), ...rows.slice(0, i)];
      return focus(order.find((r) => r.node.label.toLowerCase().startsWith(ch)));
    }
  }
}
