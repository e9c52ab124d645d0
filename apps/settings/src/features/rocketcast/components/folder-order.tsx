import { useState } from 'react';
import type { FolderOption } from '../../../lib/use-folders';

export interface FolderOrderProps {
  folders: FolderOption[];
  byId: Map<string, FolderOption>;
  value: string[];
  onChange: (ids: string[]) => void;
}

/** The folders a screen plays, in order: add from the site's folders, move up or down, remove. */
export function FolderOrder({ folders, byId, value, onChange }: FolderOrderProps) {
  const [adding, setAdding] = useState('');
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  const available = folders.filter((f) => !value.includes(f.id));
  return (
    <fieldset className="st-fieldset">
      <legend className="st-field__label">Folders, in the order they play</legend>
      {value.length === 0 ? (
        <p className="st-field__hint">No folders yet: the screen shows “No media to display”.</p>
      ) : (
        <ol className="st-order">
          {value.map((id, i) => {
            const name = byId.get(id)?.path.join(' › ') ?? 'A deleted folder';
            return (
              <li key={id} className="st-order__item">
                <span className="st-order__name">{name}</span>
                <button
                  type="button"
                  className="st-button st-button--small"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  Up<span className="st-visually-hidden"> {name}</span>
                </button>
                <button
                  type="button"
                  className="st-button st-button--small"
                  disabled={i === value.length - 1}
                  onClick={() => move(i, 1)}
                >
                  Down<span className="st-visually-hidden"> {name}</span>
                </button>
                <button
                  type="button"
                  className="st-button st-button--small st-button--ghost st-button--danger-text"
                  onClick={() => onChange(value.filter((x) => x !== id))}
                >
                  Remove<span className="st-visually-hidden"> {name}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="st-row">
        <label className="st-visually-hidden" htmlFor="st-add-folder">
          Folder to add
        </label>
        <select
          id="st-add-folder"
          className="st-input st-select"
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
        >
          <option value="">Choose a folder to add…</option>
          {available.map((f) => (
            <option key={f.id} value={f.id}>
              {`${'— '.repeat(f.depth)}${f.name}`}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="st-button"
          disabled={!adding}
          onClick={() => {
            onChange([...value, adding]);
            setAdding('');
          }}
        >
          Add folder
        </button>
      </div>
    </fieldset>
  );
}
