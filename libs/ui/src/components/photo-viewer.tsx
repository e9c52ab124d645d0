import type { MediaItem } from '@laurel/domain';
import { ZOOM_MAX } from '../constants';
import { usePinchZoom } from '../hooks/use-pinch-zoom';
import { Button, IconButton } from './button';
import { Icon } from './icons';
import { MediaImage } from './media-image';

export interface PhotoViewerProps {
  media: MediaItem;
  /** What the photo shows ("Portrait of Ada Lovelace"). */
  alt: string;
  /** Largest zoom (SPEC §9: 5 by default; the gallery allows 10). */
  max?: number;
}

/**
 * One photo full screen, zoomable as the gallery's photos are: pinch, double tap (3×), the wheel, the
 * + and - buttons or keys; drag or the arrow keys move a zoomed photo; "Whole photo" (or 0) goes back.
 */
export default function PhotoViewer({ media, alt, max = ZOOM_MAX }: PhotoViewerProps) {
  const zoom = usePinchZoom({ max });
  const scale = zoom.zoom.scale;
  return (
    <div className="ui-lightbox" onKeyDown={(e) => void zoom.onKeyDown(e)}>
      <div
        ref={zoom.frameRef}
        className="ui-zoomable"
        role="group"
        aria-label={`${alt}, zoom ${Math.round(scale * 10) / 10}×`}
        aria-describedby="ui-photo-viewer-keys"
        tabIndex={0}
        {...zoom.handlers}
        data-scale={scale.toFixed(2)}
        data-testid="photo-zoom"
      >
        <div className="ui-zoomable__content" style={zoom.style}>
          <MediaImage media={media} alt={alt} fit="contain" sizes="100vw" priority />
        </div>
      </div>
      <p id="ui-photo-viewer-keys" className="ui-visually-hidden">
        Pinch, double tap or use the plus and minus keys to zoom; drag or use the arrow keys to move; 0 shows the whole
        photo.
      </p>
      <div className="ui-lightbox__bar">
        <IconButton label="Zoom out" variant="glass" onClick={() => zoom.setScale(scale / 1.5)} disabled={!zoom.zoomed}>
          <Icon name="zoomOut" />
        </IconButton>
        <span className="ui-lightbox__count" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <IconButton label="Zoom in" variant="glass" onClick={() => zoom.setScale(scale * 1.5)} disabled={scale >= max}>
          <Icon name="zoomIn" />
        </IconButton>
        {zoom.zoomed ? (
          <Button variant="secondary" onClick={zoom.reset}>
            Whole photo
          </Button>
        ) : null}
      </div>
    </div>
  );
}
