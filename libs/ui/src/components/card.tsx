import type { MouseEvent, ReactNode } from 'react';
import { preload } from 'react-dom';
import { initialsOf, type ImageObjectFit, type MediaItem } from '@laurel/domain';
import { useTouchNavigate } from '../hooks/use-touch-navigate';
import { MediaImage, mediaFileFor } from './media-image';

export type CardVariant = 'tile' | 'overlay' | 'circle' | 'pill' | 'banner' | 'row' | 'portrait';

export interface CardProps {
  title: string;
  subtitle?: string;
  meta?: string;
  media?: MediaItem | null;
  fit?: ImageObjectFit;
  variant?: CardVariant;
  href: string;
  /** Client-side navigation; the card stays a real link (keyboard, new tab). */
  onNavigate?: () => void;
  /** Called when the visitor is about to open the card (hover, touch start, focus): prefetch its data. */
  onIntent?: () => void;
  /** Card background image (category/entry `cardBackground`). */
  background?: MediaItem | null;
  /**
   * The picture is an illustration standing in for a photo (the site's generic picture, e.g. a trophy): it is
   * drawn whole, above the title, never under it nor cropped.
   */
  art?: boolean;
  sizes?: string;
  priority?: boolean;
  children?: ReactNode;
  testId?: string;
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A navigable card: a photo (cover/contain), a name that is never cut off, optional subtitle/meta. */
export function Card(props: CardProps) {
  const {
    title,
    subtitle,
    meta,
    media,
    fit = 'cover',
    variant = 'tile',
    href,
    onNavigate,
    onIntent,
    background,
    art = false,
  } = props;
  const showImage = variant !== 'pill';
  // an illustration drawn whole has its own picture behind it (card.css shows its corner): its ground continues
  const backdrop = background?.url ?? (art && showImage ? mediaFileFor(media, 320) : undefined);
  // A first-screen card's backdrop is often its largest picture (Home's LCP on a phone), yet a CSS background is
  // fetched only once the stylesheets have loaded: named in a preload, the browser fetches it with the page
  // (a server render hoists it into <head>: services/api page-document.ts).
  if (backdrop && props.priority) preload(backdrop, { as: 'image', fetchPriority: 'high' });
  // A finger's tap opens the card when it lifts; mouse and keyboard go through onClick.
  const touch = useTouchNavigate(onNavigate, onIntent);
  return (
    <a
      className={`ui-card ui-card--${variant}${art ? ' ui-card--art' : ''}`}
      href={href}
      data-testid={props.testId}
      onClick={(e) => {
        if (onNavigate && isPlainClick(e)) {
          e.preventDefault();
          onNavigate();
        }
      }}
      onPointerEnter={onIntent}
      {...touch}
      onFocus={onIntent}
      style={backdrop ? { backgroundImage: `url("${backdrop}")` } : undefined}
    >
      {showImage ? (
        <span className="ui-card__media">
          <MediaImage
            media={media}
            alt=""
            fit={art ? 'contain' : fit}
            sizes={props.sizes}
            priority={props.priority}
            fallbackText={initialsOf(...title.split(' '))}
          />
        </span>
      ) : null}
      <span className="ui-card__body">
        <span className="ui-card__title">{title}</span>
        {subtitle ? <span className="ui-card__subtitle">{subtitle}</span> : null}
        {meta ? <span className="ui-card__meta">{meta}</span> : null}
        {props.children}
      </span>
    </a>
  );
}
