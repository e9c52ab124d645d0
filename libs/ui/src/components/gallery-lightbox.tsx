import { useEffect } from 'react';
import type { MediaItem } from '@laurel/domain';
import { GALLERY_ZOOM_MAX } from '../constants';
import { mergePointerHandlers } from '../hooks/pointer-types';
import { usePinchZoom } from '../hooks/use-pinch-zoom';
import { useSwipe } from '../hooks/use-swipe';
import { IconButton } from './button';
import { Icon } from './icons';
import { MediaImage } from './media-image';

export interface LightboxProps {
  items: MediaItem[];
  index: number;
  onIndex: (i: number) => void;
}

/** The full-screen viewer's content: the zoomable photo, previous/next, zoom buttons, caption. */
export default function LightboxContent({ items, index, onIndex }: LightboxProps) {
  const zoom = usePinchZoom({ max: GALLERY_ZOOM_MAX });
  const { reset } = zoom;
  const go = (d: number) => onIndex((index + d + items.length) % items.length);
  const swipe = useSwipe({
    onSwipeLeft: () => go(1),
    onSwipeRight: () => go(-1),
    enabled: !zoom.zoomed && items.length > 1,
  });
  useEffect(() => reset(), [index, reset]);
  const item = items[index];

  return (
    <div
      className="ui-lightbox"
      onKeyDown={(e) => {
        // + - 0 zoom; while zoomed the arrows move the photo, otherwise they turn to the next one.
        if (zoom.onKeyDown(e)) return;
        if (e.key === 'ArrowRight') go(1);
        if (e.key === 'ArrowLeft') go(-1);
      }}
    >
      <div
        ref={zoom.frameRef}
        className="ui-zoomable"
        {...mergePointerHandlers(zoom.handlers, swipe)}
        data-scale={zoom.zoom.scale.toFixed(2)}
        data-testid="gallery-zoom"
      >
        <div className="ui-zoomable__content" style={zoom.style}>
          <MediaImage
            key={item._id ?? index}
            media={item}
            alt={item.metadata?.description ?? `Photo ${index + 1}`}
            fit="contain"
            sizes="100vw"
            priority
          />
        </div>
      </div>
      <div className="ui-lightbox__bar">
        {items.length > 1 ? (
          <IconButton label="Previous photo" variant="glass" onClick={() => go(-1)}>
            <Icon name="back" />
          </IconButton>
        ) : null}
        <IconButton
          label="Zoom out"
          variant="glass"
          onClick={() => zoom.setScale(zoom.zoom.scale / 1.5)}
          disabled={!zoom.zoomed}
        >
          <Icon name="zoomOut" />
        </IconButton>
        <span className="ui-lightbox__count" aria-live="polite">
          {index + 1} / {items.length}
        </span>
        <IconButton
          label="Zoom in"
          variant="glass"
          onClick={() => zoom.setScale(zoom.zoom.scale * 1.5)}
          disabled={zoom.zoom.scale >= GALLERY_ZOOM_MAX}
        >
          <Icon name="zoomIn" />
        </IconButton>
        {items.length > 1 ? (
          <IconButton label="Next photo" variant="glass" onClick={() => go(1)}>
            <Icon name="next" />
          </IconButton>
        ) : null}
      </div>
      {item.metadata?.description ? <p className="ui-lightbox__caption">{item.metadata.description}</p> : null}
    </div>
  );
}
