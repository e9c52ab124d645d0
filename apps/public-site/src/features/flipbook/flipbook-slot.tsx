import { Suspense, lazy } from 'react';
import type { MediaItem } from '@laurel/domain';

const FlipbookSection = lazy(() => import('./flipbook-section'));

/** A folder's or a profile's flipbook, if it has one (its code loads only then). */
export function FlipbookSlot({ book }: { book: MediaItem | null | undefined }) {
  if (!book) return null;
  return (
    <Suspense fallback={<div style={{ minHeight: 'max(88px, calc(128 * var(--ui-px)))' }} aria-hidden="true" />}>
      <FlipbookSection book={book} />
    </Suspense>
  );
}
