import { useState, type CSSProperties } from 'react';
import type { ImageObjectFit, MediaItem } from '@laurel/domain';

/** `srcset` from a media item's resized variants (width in px → URL), widest last. */
export function mediaSrcSet(media: Pick<MediaItem, 'variants'> | null | undefined): string | undefined {
  const entries = Object.entries(media?.variants ?? {})
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w, url]) => Number.isFinite(w) && w > 0 && !!url)
    .sort((a, b) => a[0] - b[0]);
  return entries.length ? entries.map(([w, url]) => `${url} ${w}w`).join(', ') : undefined;
}

/** Warms the browser cache with the variant of `media` closest above `width` px (before the visitor opens it). */
export function preloadMedia(
  media: Pick<MediaItem, 'url' | 'variants' | 'type'> | null | undefined,
  width: number,
): void {
  if (!media?.url || media.type === 'video' || typeof Image === 'undefined') return;
  const sized = Object.entries(media.variants ?? {})
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w]) => w >= width)
    .sort((a, b) => a[0] - b[0]);
  const img = new Image();
  img.decoding = 'async';
  img.src = sized[0]?.[1] ?? media.url;
}

export interface MediaImageProps {
  media: MediaItem | null | undefined;
  alt: string;
  fit?: ImageObjectFit;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right variant. */
  sizes?: string;
  className?: string;
  style?: CSSProperties;
  /** Load at once (the largest image of the first screen) instead of lazily. */
  priority?: boolean;
  /** Shown when there is no media: a soft tile with these initials or text. */
  fallbackText?: string;
}

/**
 * An image that fills its box with cover/contain fit, a soft placeholder while loading and responsive
 * `srcset` from the media item's variants. A video item shows its poster-less first frame, muted.
 */
export function MediaImage({
  media,
  alt,
  fit = 'cover',
  sizes = '100vw',
  className,
  style,
  priority,
  fallbackText,
}: MediaImageProps) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const cls = `ui-media ui-media--${fit}${loaded ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`;
  if (!media?.url || failed) {
    return (
      <div
        className={`${cls} ui-media--empty`}
        style={style}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        {fallbackText ? (
          <span className="ui-media__initials" aria-hidden="true">
            {fallbackText}
          </span>
        ) : null}
      </div>
    );
  }
  if (media.type === 'video') {
    return (
      <div className={cls} style={style}>
        <video
          src={media.url}
          muted
          playsInline
          preload="metadata"
          aria-label={alt}
          onLoadedData={() => setLoaded(true)}
        />
      </div>
    );
  }
  return (
    <div className={cls} style={style}>
      <img
        src={media.url}
        srcSet={mediaSrcSet(media)}
        sizes={mediaSrcSet(media) ? sizes : undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        draggable={false}
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
        ref={(img) => {
          if (img?.complete && img.naturalWidth > 0 && !loaded) setLoaded(true);
        }}
      />
    </div>
  );
}

/** Initials for a person without a photo ("Ada Lovelace" → "AL"). */
export function initialsOf(...names: (string | undefined)[]): string {
  return names
    .filter(Boolean)
    .map((n) => n!.trim()[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
