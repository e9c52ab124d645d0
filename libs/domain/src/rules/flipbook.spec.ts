import type { CategoryTreeNode } from '../schemas';
import type { MediaItem } from '../schemas/common';
import { buildCategoryIndex } from './category-index';
import { flipbookTitle, isPdfMedia, mediaFieldMismatch } from './flipbook';
import { resolveRedirect } from './redirects';
import { makeCategory, makeEntry } from './testing/fixtures';
import { filterVisibleTree, isCategoryVisible } from './visibility';

const item = (type: MediaItem['type'], mimeType: string): MediaItem => ({
  _id: 'm1',
  siteID: 's',
  uuid: 'm1',
  url: '/media/s/m1',
  mimeType,
  isExternal: false,
  metadata: {},
  type,
  hideInDAM: false,
});

describe('flipbook media rules', () => {
  const pdf = item('document', 'application/pdf');
  const photo = item('image', 'image/jpeg');

  it('knows a PDF from a photo', () => {
    expect(isPdfMedia(pdf)).toBe(true);
    expect(isPdfMedia(photo)).toBe(false);
    expect(isPdfMedia(null)).toBe(false);
  });

  it('lets only a PDF into the flipbook field and keeps PDFs out of photo fields', () => {
    expect(mediaFieldMismatch('flipbook', pdf)).toBeNull();
    expect(mediaFieldMismatch('flipbook', photo)).toBe('Media m1 is not a PDF: a flipbook shows a PDF file.');
    expect(mediaFieldMismatch('headshot', pdf)).toBe('Media m1 is a PDF: it can only be shown as a flipbook.');
    expect(mediaFieldMismatch('media', photo)).toBeNull();
  });
});

describe('flipbookTitle', () => {
  it('names the book by its description, else its file name without .pdf', () => {
    expect(flipbookTitle({ metadata: { name: 'Yearbook_1998.pdf' } })).toBe('Yearbook 1998');
    expect(flipbookTitle({ metadata: { name: 'x.pdf', description: 'Gala programme' } })).toBe('Gala programme');
    expect(flipbookTitle({ metadata: {} })).toBe('Flipbook');
  });
});

describe('a folder with a flipbook', () => {
  const book = item('document', 'application/pdf');
  const index = buildCategoryIndex(
    [
      makeCategory({ _id: 'yearbooks', flipbook: book }),
      makeCategory({ _id: 'draft-book', flipbook: book, isLive: false }),
      makeCategory({ _id: 'programme', flipbook: book, entries: ['e1'] }),
      makeCategory({ _id: 'plain', entries: ['e2'] }),
    ],
    [makeEntry({ _id: 'e1', categoryID: 'programme' }), makeEntry({ _id: 'e2', categoryID: 'plain' })],
  );
  const pub = { isPublic: true, backButton: false };

  it('is shown to visitors without any profile, unless it is unpublished', () => {
    expect(isCategoryVisible(index, 'yearbooks')).toBe(true);
    expect(isCategoryVisible(index, 'draft-book')).toBe(false);
  });

  it('opens itself, where its book is, instead of going to its one profile', () => {
    expect(resolveRedirect({ name: 'category', siteId: 's', categoryId: 'programme' }, index, pub)).toBeNull();
    expect(resolveRedirect({ name: 'category', siteId: 's', categoryId: 'plain' }, index, pub)).toBe(
      '/entry/s/plain/e2',
    );
  });

  it("stays in the visitors' folder tree", () => {
    const node = (id: string, over: Partial<CategoryTreeNode> = {}): CategoryTreeNode => ({
      _id: id,
      categoryName: id,
      path: `/category/${id}`,
      layout: 'CategoriesCardLayout',
      isLive: true,
      parentCategoryID: null,
      coverImage: null,
      entryCount: 0,
      visibleEntryCount: 0,
      children: [],
      ...over,
    });
    expect(filterVisibleTree([node('book', { hasFlipbook: true }), node('empty')]).map((n) => n._id)).toEqual(['book']);
  });
});
