import { Suspense, lazy, useState } from 'react';
import type { MediaItem } from '@laurel/domain';
import { Dialog } from './dialog';
import { MediaImage } from './media-image';

// The viewer (pinch zoom, swipe) loads when a photo is opened: profiles show their thumbnails without it.
const LightboxContent = lazy(() => import('./gallery-lightbox'));

export interface GalleryProps {
  items: MediaItem[];
  /** Names the gallery and each photo ("Photos of Ada Lovelace"). */
  label: string;
}

/** A grid of photo thumbnails; a tap opens a full-screen viewer with pinch zoom up to 10×. */
export function Gallery({ items, label }: GalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (items.length === 0) return null;
  return (
    <section className="ui-gallery" aria-label={label}>
      <ul className="ui-gallery__grid">
        {items.map((m, i) => (
          <li key={m._id ?? i}>
            <button
              type="button"
              className="ui-gallery__thumb"
              onClick={() => setOpen(i)}
              aria-label={`Open photo ${i + 1} of ${items.length}`}
            >
              <MediaImage media={m} alt={m.metadata?.description ?? ''} sizes="(max-width: 600px) 50vw, 25vw" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Dialog open onClose={() => setOpen(null)} title={label} hideTitle variant="fullscreen">
          <Suspense fallback={<div className="ui-lightbox" />}>
            <LightboxContent items={items} index={open} onIndex={setOpen} />
          </Suspense>
        </Dialog>
      ) : null}
    </section>
  );
}
