import {
  categoryDocumentPath,
  entryDocumentPath,
  DEFAULT_CAST_SCREEN_CONFIG,
  emptyCategoryContent,
  emptyEntryContent,
  emptyRecordInfo,
  type CastScreen,
  type Category,
  type Entry,
  type MediaItem,
  type RecordInfo,
} from '@laurel/domain';

/** Small builders for the player's unit tests (complete entities with overridable fields). */
export const photo = (id: string, over: Partial<MediaItem> = {}): MediaItem => ({
  _id: id,
  siteID: 'default',
  uuid: id,
  url: `/api/v1/media/default/${id}.jpg`,
  mimeType: 'image/jpeg',
  isExternal: false,
  metadata: {},
  type: 'image',
  hideInDAM: false,
  ...over,
});

export const folder = (id: string, over: Partial<Category> = {}): Category => ({
  _id: id,
  siteID: 'default',
  path: categoryDocumentPath(id),
  categoryName: id,
  ...emptyCategoryContent(),
  layout: 'PersonListCategoryLayout',
  ...over,
});

export const person = (id: string, categoryId: string, over: Partial<Entry> = {}): Entry => ({
  _id: id,
  siteID: 'default',
  path: entryDocumentPath(id),
  firstName: id,
  lastName: 'Smith',
  ...emptyEntryContent(),
  categoryID: categoryId,
  ...over,
});

export const record = (id: string, categoryId: string, info: Partial<RecordInfo>): Entry =>
  person(id, categoryId, {
    recordInfo: { ...emptyRecordInfo(id), ...info },
  });

export const screenOf = (categoryIds: string[], config: Partial<CastScreen['config']> = {}): CastScreen => ({
  screenId: 'screen-1',
  name: 'Lobby',
  clientID: 'client-1',
  siteID: 'default',
  categoryIds,
  config: { ...DEFAULT_CAST_SCREEN_CONFIG, ...config },
});
