import { buildCategoryIndex } from './category-index';
import { legacyIdRedirect, resolveRedirect } from './redirects';
import { makeCategory, makeEntry } from './testing/fixtures';

const pub = { isPublic: true, backButton: false };
const back = { isPublic: true, backButton: true };
const cms = { isPublic: false, backButton: false };

// top: solo (one sub-folder) > inner (one entry) ; list (person list, one entry) ; records (one record) ; many (2 entries)
const index = buildCategoryIndex(
  [
    makeCategory({ _id: 'solo', legacyId: 'old-solo', categories: ['inner', 'empty'] }),
    makeCategory({ _id: 'inner', parentCategoryID: 'solo' }),
    makeCategory({ _id: 'empty', parentCategoryID: 'solo' }),
    makeCategory({ _id: 'list', layout: 'PersonListCategoryLayout' }),
    makeCategory({ _id: 'records', layout: 'RecordsLayout' }),
    makeCategory({ _id: 'many', layout: 'CategoriesCardLayout2' }),
  ],
  [
    makeEntry({ _id: 'e1', categoryID: 'inner', legacyId: 'old-e1' }),
    makeEntry({ _id: 'hidden', categoryID: 'inner', firstName: 'NEW PROFILE' }),
    makeEntry({ _id: 'e2', categoryID: 'list' }),
    makeEntry({ _id: 'e3', categoryID: 'records' }),
    makeEntry({ _id: 'm1', categoryID: 'many' }),
    makeEntry({ _id: 'm2', categoryID: 'many' }),
  ],
);

describe('redirect rules', () => {
  it('replaces legacy category and entry ids with current ids', () => {
    expect(resolveRedirect({ name: 'category', siteId: 's', categoryId: 'old-solo' }, index, cms)).toBe(
      '/category/s/solo',
    );
    expect(resolveRedirect({ name: 'entry', siteId: 's', categoryId: 'whatever', entryId: 'old-e1' }, index, cms)).toBe(
      '/entry/s/inner/e1',
    );
    expect(
      legacyIdRedirect({ name: 'category', siteId: 's', categoryId: 'solo' }, [...index.categories.values()], []),
    ).toBeNull();
    expect(
      legacyIdRedirect({ name: 'category', siteId: 's', categoryId: 'unknown' }, [...index.categories.values()], []),
    ).toBeNull();
  });

  it('sends public visitors from a person-list entry to the category page', () => {
    expect(resolveRedirect({ name: 'entry', siteId: 's', categoryId: 'list', entryId: 'e2' }, index, pub)).toBe(
      '/category/s/list',
    );
    expect(resolveRedirect({ name: 'entry', siteId: 's', categoryId: 'list', entryId: 'e2' }, index, cms)).toBeNull();
    expect(resolveRedirect({ name: 'entry', siteId: 's', categoryId: 'many', entryId: 'm1' }, index, pub)).toBeNull();
  });

  it('opens the only visible entry of a category directly, or goes to the parent with backButton', () => {
    const inner = { name: 'category', siteId: 's', categoryId: 'inner' } as const;
    expect(resolveRedirect(inner, index, pub)).toBe('/entry/s/inner/e1');
    expect(resolveRedirect(inner, index, back)).toBe('/subcategories/s/solo');
    expect(resolveRedirect(inner, index, cms)).toBeNull();
  });

  it('does not skip person-list, records or multi-entry categories', () => {
    for (const categoryId of ['list', 'records', 'many']) {
      expect(resolveRedirect({ name: 'category', siteId: 's', categoryId }, index, pub)).toBeNull();
    }
  });

  it('goes into the only visible folder of a list, or up one level with backButton', () => {
    const top = buildCategoryIndex(
      [...index.categories.values()].filter((c) => ['solo', 'inner', 'empty'].includes(c._id)),
      [...index.entries.values()],
    );
    expect(resolveRedirect({ name: 'categories', siteId: 's' }, top, pub)).toBe('/subcategories/s/solo');
    expect(resolveRedirect({ name: 'categories', siteId: 's' }, top, back)).toBe('/home/s');
    expect(resolveRedirect({ name: 'subcategories', siteId: 's', categoryId: 'solo' }, top, pub)).toBe(
      '/category/s/inner',
    );
    expect(resolveRedirect({ name: 'subcategories', siteId: 's', categoryId: 'solo' }, top, back)).toBe(
      '/categories/s',
    );
    expect(resolveRedirect({ name: 'categories', siteId: 's' }, top, cms)).toBeNull();
  });

  it('stays on a folder list with several visible folders', () => {
    expect(resolveRedirect({ name: 'categories', siteId: 's' }, index, pub)).toBeNull();
    expect(resolveRedirect({ name: 'home', siteId: 's' }, index, pub)).toBeNull();
  });
});
