import { buildCategoryIndex } from './category-index';
import { makeCategory, makeEntry } from './testing/fixtures';
import { isCategoryVisible, visibleCategoryIds } from './visibility';

describe('visibility at scale and on bad data', () => {
  it('handles a 5,000-entry site with deep folders', () => {
    const categories = Array.from({ length: 300 }, (_, i) =>
      makeCategory({ _id: `c${i}`, parentCategoryID: i === 0 ? null : `c${Math.floor((i - 1) / 3)}` }),
    );
    const entries = Array.from({ length: 5000 }, (_, i) =>
      makeEntry({ _id: `e${i}`, categoryID: `c${299 - (i % 50)}`, isLive: i % 7 !== 0 }),
    );
    const index = buildCategoryIndex(categories, entries);
    const ids = visibleCategoryIds(index);
    // Only the 50 folders holding entries and their ancestors are visible.
    expect(ids.has('c299')).toBe(true);
    expect(ids.has('c0')).toBe(true);
    expect(ids.has('c200')).toBe(false);
  });

  it('survives folders that are their own ancestors', () => {
    const index = buildCategoryIndex(
      [makeCategory({ _id: 'x', parentCategoryID: 'y' }), makeCategory({ _id: 'y', parentCategoryID: 'x' })],
      [makeEntry({ _id: 'e', categoryID: 'x' })],
    );
    expect(typeof isCategoryVisible(index, 'x')).toBe('boolean');
  });
});
