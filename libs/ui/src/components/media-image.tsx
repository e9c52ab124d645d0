import { useCallback, useState, type CSSProperties } from 'react';
import type { ImageObjectFit, MediaItem } from '@laurel/domain';
import { coverPosition, documentCover, MEDIA_BOX_CLASS, MEDIA_LOADED_CLASS } from '@laurel/domain';

type Sized = Pick<MediaItem, 'url' | 'variants'> & { metadata?: Pick<MediaItem['metadata'], 'width'> };

/**
 * The files a browser may choose from, narrowest first: the resized variants (width px → URL) and the
 * original at its own width, so the largest candidate covers any drawn size up to the original. Without
 * the original's width there is no honest `w` for it: no candidates, and the original is loaded as is.
 */
export function mediaCandidates(media: Sized | null | undefined): [number, string][] {
  const original = Number(media?.metadata?.width);
  if (!media?.url || !Number.isFinite(original) || original <= 0) return [];
  const entries = Object.entries(media.variants ?? {})
    .map(([w, url]) => [Number(w), url] as [number, string])
    .filter(([w, url]) => Number.isFinite(w) && w > 0 && w < original && !!url)
    .sort((a, b) => a[0] - b[0]);
  return [...entries, [original, media.url]];
}

/** `srcset` from a media item's variants and its original, widest last. */
export function mediaSrcSet(media: Sized | null | undefined): string | undefined {
  const entries = mediaCandidates(media);
  return entries.length > 1 ? entries.map(([w, url]) => `${url} ${w}w`).join(', ') : undefined;
}

/** The file the browser picks for `width` device px: the narrowest candidate that covers it, else the widest. */
export function mediaFileFor(media: Sized | null | undefined, width: number): string | undefined {
  const entries = mediaCandidates(media);
  return (entries.find(([w]) => w >= width) ?? entries[entries.length - 1])?.[1] ?? media?.url;
}

/** Warms the browser cache with the file of `media` that covers `width` device px (before the visitor opens it). */
export function preloadMedia(media: (Sized & Pick<MediaItem, 'type'>) | null | undefined, width: number): void {
  if (!media?.url || media.type === 'video' || typeof Image === 'undefined') return;
  const img = new Image();
  img.decoding = 'async';
  img.src = mediaFileFor(media, width) ?? media.url;
}

export interface MediaImageProps {
  media: MediaItem | null | undefined;
  alt: string;
  fit?: ImageObjectFit;
  /**
   * The `sizes` attribute: how wide the image is shown, so the browser picks the right variant. Lazy images
   * put `auto` first (the browser uses the laid-out width); this list is for eager ones and older browsers.
   */
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
 * `srcset` from the media item's variants. A video item shows its poster-less first frame, muted; a PDF its
 * cover (`documentCover`), or a "PDF" tile when it has none.
 */
export function MediaImage({
  media: item,
  alt,
  fit = 'cover',
  sizes = '100vw',
  className,
  style,
  priority,
  fallbackText,
}: MediaImageProps) {
  // A PDF shows its cover (its first page, drawn by the API) when it has one.
  const media = item?.type === 'document' ? (documentCover(item) ?? item) : item;
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const srcSet = mediaSrcSet(media);
  const sizesAttr = srcSet ? (priority ? sizes : `auto, ${sizes}`) : undefined;
  const imgRef = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      if (img.complete && img.naturalWidth > 0) setLoaded(true);
      if (sizesAttr && img.getAttribute('sizes') !== sizesAttr) img.setAttribute('sizes', sizesAttr);
      // Chromium keeps a removed <img loading=lazy sizes="auto, …"> alive through its viewport listener, and
      // with it the whole page it was part of (a kiosk's memory grew by a page at every return Home). Dropping
      // `sizes` as the image leaves releases it.
      return () => img.removeAttribute('sizes');
    },
    [sizesAttr],
  );
  const cls = `${MEDIA_BOX_CLASS} ${MEDIA_BOX_CLASS}--${fit}${loaded ? ` ${MEDIA_LOADED_CLASS}` : ''}${className ? ` ${className}` : ''}`;
  // A PDF without a cover: its box says what it is (the flipbook viewer draws its pages).
  const label = media?.type === 'document' ? 'PDF' : fallbackText;
  if (!media?.url || failed || media.type === 'document') {
    return (
      <div
        className={`${cls} ui-media--empty`}
        style={style}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        {label ? (
          <span className="ui-media__initials" aria-hidden="true">
            {label}
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
        srcSet={srcSet}
        sizes={sizesAttr}
        style={fit === 'cover' ? { objectPosition: coverPosition(media) } : undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        draggable={false}
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
        ref={imgRef}
      />
    </div>
  );
}
