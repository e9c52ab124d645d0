import { useState } from 'react';
import type { MediaItem } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { SaveMark } from '../ui/save-mark';
import { useFieldSave, type FieldSaveOptions } from '../../lib/saves/use-field-save';
import { MediaPicker } from './media-picker';

/** `categoryId`: the folder being edited (new uploads go into it); none for the site's own photos. */
type Options<T> = Omit<FieldSaveOptions<T>, 'immediate'> & { siteId: string; categoryId?: string; aspect?: number };

/** One photo setting (logo, background, cover, headshot): shows it, "Choose…" opens the picker, "Remove". */
export function MediaField(opts: Options<MediaItem | null>) {
  const { draft, change, status, retry } = useFieldSave({ ...opts, immediate: true });
  const [picking, setPicking] = useState(false);
  return (
    <div className="cms-field">
      <span className="cms-field__label">{opts.label}</span>
      <div className="cms-media-field">
        <span className="cms-media-field__thumb">
          {draft ? (
            <MediaImage media={draft} alt="" sizes="96px" />
          ) : (
            <span className="cms-media-field__none">None</span>
          )}
        </span>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => setPicking(true)}>
          {draft ? 'Change…' : 'Choose…'}
        </button>
        {draft ? (
          <button type="button" className="ui-button ui-button--ghost" onClick={() => change(null)}>
            Remove
          </button>
        ) : null}
      </div>
      <SaveMark status={status} onRetry={retry} />
      {picking ? (
        <MediaPicker
          siteId={opts.siteId}
          categoryId={opts.categoryId}
          title={opts.label}
          aspect={opts.aspect}
          onClose={() => setPicking(false)}
          onPick={(m) => {
            setPicking(false);
            change(m);
          }}
        />
      ) : null}
    </div>
  );
}

/** A list of photos (sponsors, a gallery): add from the picker, remove, move earlier or later. */
export function MediaListField(opts: Options<MediaItem[]>) {
  const { draft, change, status, retry } = useFieldSave({ ...opts, immediate: true });
  const [picking, setPicking] = useState(false);
  const move = (i: number, by: -1 | 1) => {
    const next = [...draft];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    change(next);
  };
  return (
    <div className="cms-field">
      <span className="cms-field__label">{opts.label}</span>
      <ul className="cms-media-list" aria-label={opts.label}>
        {draft.map((m, i) => (
          <li key={`${m._id}-${i}`} className="cms-media-list__item">
            <span className="cms-media-field__thumb">
              <MediaImage media={m} alt={m.metadata?.name ?? ''} sizes="96px" />
            </span>
            <span className="cms-media-list__actions">
              <button
                type="button"
                className="ui-button ui-button--ghost"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`Move photo ${i + 1} earlier`}
              >
                ↑
              </button>
              <button
                type="button"
                className="ui-button ui-button--ghost"
                disabled={i === draft.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move photo ${i + 1} later`}
              >
                ↓
              </button>
              <button
                type="button"
                className="ui-button ui-button--ghost"
                onClick={() => change(draft.filter((_, j) => j !== i))}
                aria-label={`Remove photo ${i + 1}`}
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="ui-button ui-button--secondary" onClick={() => setPicking(true)}>
        Add a photo…
      </button>
      <SaveMark status={status} onRetry={retry} />
      {picking ? (
        <MediaPicker
          siteId={opts.siteId}
          categoryId={opts.categoryId}
          title={`Add to ${opts.label.toLowerCase()}`}
          aspect={opts.aspect}
          onClose={() => setPicking(false)}
          onPick={(m) => {
            setPicking(false);
            change([...draft, m]);
          }}
        />
      ) : null}
    </div>
  );
}
