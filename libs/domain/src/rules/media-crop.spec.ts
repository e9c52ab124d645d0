import { coverPosition, focalPointOf } from './media-crop';
import { isRankedColumn } from './records';

describe('cover crops keep the subject in view', () => {
  it('uses the focal point of the media item', () => {
    expect(coverPosition({ metadata: { focalPoint: { x: 0.3, y: 0.62 } } })).toBe('30% 62%');
  });
  it('keeps faces high in the frame when no focal point is given', () => {
    expect(coverPosition({ metadata: {} })).toBe('50% 25%');
    expect(coverPosition(null)).toBe('50% 25%');
    expect(focalPointOf({ metadata: { focalPoint: { x: Number.NaN, y: 0.2 } } })).toEqual({ x: 0.5, y: 0.25 });
  });
  it('clamps values outside the frame', () => {
    expect(coverPosition({ metadata: { focalPoint: { x: 1.4, y: -1 } } })).toBe('100% 0%');
  });
});

describe('isRankedColumn', () => {
  it('is a ranking only for best-first or best-last value order', () => {
    expect(isRankedColumn({ recordSortDirection: 'Descending' })).toBe(true);
    expect(isRankedColumn({ recordSortDirection: 'Ascending' })).toBe(true);
    expect(isRankedColumn({ recordSortDirection: 'newest' })).toBe(false);
    expect(isRankedColumn({ recordSortDirection: 'oldest' })).toBe(false);
    expect(isRankedColumn({ recordSortDirection: 'custom' })).toBe(false);
  });
});
