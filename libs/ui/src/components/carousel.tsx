import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { IconButton } from './button';
import { Icon } from './icons';
import { prefersReducedMotion } from '@laurel/theme';

export interface CarouselProps {
  label: string;
  children: ReactNode[];
  /** Advance by itself every `autoplayMs` (the site's carousel animation toggle); paused while touched. */
  autoplayMs?: number;
  className?: string;
}

/**
 * A horizontal row of slides with native scroll-snap (swipe works on touch), and always-visible
 * previous/next buttons (no hover-only controls).
 */
export function Carousel({ label, children, autoplayMs = 0, className }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const paused = useRef(false);

  const step = useCallback((dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const slide = el.firstElementChild as HTMLElement | null;
    const width = slide ? slide.getBoundingClientRect().width : el.clientWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    if (dir === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
    else el.scrollBy({ left: dir * width, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (!(autoplayMs > 0) || prefersReducedMotion()) return;
    const t = setInterval(() => !paused.current && step(1), autoplayMs);
    return () => clearInterval(t);
  }, [autoplayMs, step]);

  return (
    <section
      className={`ui-carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={() => (paused.current = true)}
      onPointerLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <div className="ui-carousel__track" ref={track}>
        {children.map((child, i) => (
          <div
            className="ui-carousel__slide"
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${children.length}`}
          >
            {child}
          </div>
        ))}
      </div>
      {children.length > 1 ? (
        <div className="ui-carousel__controls">
          <IconButton label="Previous" variant="glass" onClick={() => step(-1)}>
            <Icon name="back" />
          </IconButton>
          <IconButton label="Next" variant="glass" onClick={() => step(1)}>
            <Icon name="next" />
          </IconButton>
        </div>
      ) : null}
    </section>
  );
}
