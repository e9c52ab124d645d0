import { Suspense, lazy, useRef, useState } from 'react';
import type { MediaItem } from '@laurel/domain';
import { Dialog } from './dialog';

// The viewer (pinch zoom, wheel, keys) loads when the photo is opened, not with the page.
const PhotoViewer = lazy(() => import('./photo-viewer'));

export interface PhotoZoomButtonProps {
  /** The photo; nothing to zoom (no photo, a video) draws nothing. */
  media: MediaItem | null | undefined;
  /** What the photo shows ("Portrait of Ada Lovelace"). */
  alt: string;
  className?: string;
}

/**
 * Laid over a photo on a page (its box must be positioned): a tap, a click, Enter, a pinch or a trackpad
 * pinch opens it full screen to zoom (SPEC §9: 1 to 5, double tap 3×); Close or Escape come back to the page.
 */
export function PhotoZoomButton({ media, alt, className }: PhotoZoomButtonProps) {
  const [open, setOpen] = useState(false);
  const fingers = useRef(new Set<number>());
  if (!media?.url || media.type === 'video') return null;
  return (
    <>
      <button
        type="button"
        className={`ui-photo-zoom${className ? ` ${className}` : ''}`}
        aria-label={`Zoom in: ${alt}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerDown={(e) => {
          if (e.pointerType !== 'touch') return;
          fingers.current.add(e.pointerId);
          // Two fingers on the photo: a pinch, which goes on in the viewer.
          if (fingers.current.size >= 2) {
            fingers.current.clear();
            setOpen(true);
          }
        }}
        onPointerUp={(e) => fingers.current.delete(e.pointerId)}
        onPointerCancel={(e) => fingers.current.delete(e.pointerId)}
        onWheel={(e) => {
          // A trackpad pinch arrives as a wheel with Ctrl; a plain wheel scrolls the page as usual.
          if (e.ctrlKey) setOpen(true);
        }}
      />
      {open ? (
        <Dialog open onClose={() => setOpen(false)} title={alt} hideTitle variant="fullscreen" closeLabel="Close photo">
          <Suspense fallback={<div className="ui-lightbox" />}>
            <PhotoViewer media={media} alt={alt} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
