import type { CastScreen, Category, Entry, MediaItem, RecordInfo } from '@laurel/domain';

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
  path: `/category/${id}`,
  categoryName: id,
  categoryDescription: '',
  isLive: true,
  imageObjectFit: 'cover',
  parentCategoryID: null,
  layout: 'PersonListCategoryLayout',
  entries: [],
  categories: [],
  hasSubCategories: false,
  filterCategories: [],
  recordColumns: [],
  background: null,
  cardBackground: null,
  defaultPersonCardBackground: null,
  ...over,
});

export const person = (id: string, categoryID: string, over: Partial<Entry> = {}): Entry => ({
  _id: id,
  siteID: 'default',
  path: `/entry/${id}`,
  isLive: true,
  imageObjectFit: 'cover',
  firstName: id,
  lastName: 'Smith',
  description: '',
  activity: '',
  type: '',
  eventDate: '',
  graduationDate: '',
  headshot: null,
  media: [],
  background: null,
  cardBackground: null,
  recordInfo: null,
  categoryID,
  ...over,
});

export const record = (id: string, categoryID: string, info: Partial<RecordInfo>): Entry =>
  person(id, categoryID, {
    recordInfo: {
      name: id,
      recordValue: '',
      recordDate: '',
      yearStart: '',
      yearEnd: '',
      primaryInfo: '',
      extraInfo: '',
      description: '',
      recordImage: null,
      columnID: '',
      customOrderIndex: 0,
      ...info,
    },
  });

export const screenOf = (categoryIds: string[], config: Partial<CastScreen['config']> = {}): CastScreen => ({
  screenId: 'screen-1',
  name: 'Lobby',
  clientID: 'client-1',
  siteID: 'default',
  categoryIds,
  config: {
    showLogo: true,
    showTitle: true,
    showQRCode: true,
    showPresentingSponsors: true,
    enableEmergencyAnnouncement: true,
    showAllProfilePhotos: false,
    timePerSlideInMs: 5000,
    ...config,
  },
});
