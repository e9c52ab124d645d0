import type { CategoryTreeNode } from '@laurel/domain';

export interface FolderTreePickerProps {
  tree: readonly CategoryTreeNode[];
  /** Chosen folder ids (never '*'; "all folders" is the caller's own switch). */
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  disabled?: boolean;
}

/**
 * The site's folders as a tree of checkboxes. A chosen folder includes everything under it, so its
 * sub-folders show as included (ticked and locked) instead of asking for each.
 */
export function FolderTreePicker({ tree, selected, onToggle, disabled }: FolderTreePickerProps) {
  const render = (nodes: readonly CategoryTreeNode[], included: boolean) => (
    <ul className="st-tree" role="group">
      {nodes.map((n) => {
        const on = included || selected.has(n._id);
        return (
          <li key={n._id}>
            <label className="st-check">
              <input
                type="checkbox"
                checked={on}
                disabled={disabled || included}
                onChange={(e) => onToggle(n._id, e.target.checked)}
              />
              <span>{n.categoryName}</span>
              {included ? <span className="st-badge st-badge--muted">included</span> : null}
              {!n.isLive ? <span className="st-badge">Draft</span> : null}
            </label>
            {n.children.length > 0 ? render(n.children, on) : null}
          </li>
        );
      })}
    </ul>
  );
  return <div className="st-tree-root">{render(tree, false)}</div>;
}
