import type { FolderOption } from '../../../lib/use-folders';

export interface FolderChecklistProps {
  legend: string;
  hint?: string;
  folders: FolderOption[];
  selected: string[];
  onChange: (ids: string[]) => void;
  /** Only top-level folders are offered. */
  topLevelOnly?: boolean;
}

/** Checkboxes for folders; the order of `selected` is kept, new ones go last. */
export function FolderChecklist({ legend, hint, folders, selected, onChange, topLevelOnly }: FolderChecklistProps) {
  const shown = topLevelOnly ? folders.filter((f) => f.depth === 0) : folders;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  return (
    <fieldset className="st-fieldset">
      <legend className="st-field__label">{legend}</legend>
      {hint ? <p className="st-field__hint">{hint}</p> : null}
      {shown.length === 0 ? <p className="st-field__hint">This site has no folders yet.</p> : null}
      <ul className="st-checklist">
        {shown.map((f) => (
          <li key={f.id} style={{ paddingInlineStart: `${f.depth * 1.25}em` }}>
            <label className="st-check">
              <input
                type="checkbox"
                checked={selected.includes(f.id)}
                onChange={(e) => toggle(f.id, e.target.checked)}
              />
              <span>{f.name}</span>
              {!f.isLive ? <span className="st-badge">Draft</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
