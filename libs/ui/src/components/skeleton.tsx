import type { CSSProperties } from 'react';

export interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
  style?: CSSProperties;
}

/** A shimmering placeholder block in the shape of what is loading (never a blank screen). */
export function Skeleton({ width = '100%', height = '1em', radius, className, style }: SkeletonProps) {
  return (
    <span
      className={`ui-skeleton${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      style={{ width, height, borderRadius: radius, ...style }}
    />
  );
}

/** Several lines of skeleton text, the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className="ui-skeleton-text" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
