import type { MouseEvent, ReactNode } from 'react';
import type { ImageObjectFit, MediaItem } from '@laurel/domain';
import { useTouchNavigate } from '../hooks/use-touch-navigate';
import { MediaImage, initialsOf } from './media-image';

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
  } = props;
  const showImage = variant !== 'pill';
  // A finger's tap opens the card when it lifts; mouse and keyboard go through onClick.
  const touch = useTouchNavigate(onNavigate, onIntent);
  return (
    <a
      className={`ui-card ui-card--${variant}`}
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
      style={background?.url ? { backgroundImage: `url("${background.url}")` } : undefined}
    >
      {showImage ? (
        <span className="ui-card__media">
          <MediaImage
            media={media}
            alt=""
            fit={fit}
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
