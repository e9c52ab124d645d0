import type { CastScreen } from '@laurel/domain';
import { castPlayerPath } from '@laurel/domain';

export interface ScreenListProps {
  screens: CastScreen[];
  selectedId: string | null;
  onSelect: (screenId: string) => void;
}

/**
 * The site's cast screens. Each row is one screen: its name, how many folders it plays, its slide time and
 * its player link. (Screen health — online, showing the latest edit — belongs in `ScreenRowStatus` here.)
 */
export function ScreenList({ screens, selectedId, onSelect }: ScreenListProps) {
  if (screens.length === 0)
    return <p className="st-field__hint">No cast screens yet. Add one for each TV that should play the site.</p>;
  return (
    <ul className="st-screen-list" aria-label="Cast screens">
      {screens.map((s) => (
        <li key={s.screenId} className="st-screen-list__item" aria-current={s.screenId === selectedId || undefined}>
          <button type="button" className="st-screen-list__select" onClick={() => onSelect(s.screenId)}>
            <span className="st-screen-list__name">{s.name}</span>
            <span className="st-screen-list__meta">
              {s.categoryIds.length} {s.categoryIds.length === 1 ? 'folder' : 'folders'} ·{' '}
              {s.config.timePerSlideInMs / 1000} s per slide
            </span>
          </button>
          <a className="st-screen-list__open" href={castPlayerPath(s.screenId)} target="_blank" rel="noreferrer">
            Player<span className="st-visually-hidden"> of {s.name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
