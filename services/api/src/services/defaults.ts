/** Complete documents with the product's defaults (SPEC §3, §9) for new sites, folders, entries and records. */
import { randomUUID } from 'node:crypto';
import {
  emptyCategoryContent,
  emptyEntryContent,
  emptyRecordInfo,
  type Category,
  type Entry,
  type RecordColumn,
  type RecordInfo,
  type Site,
} from '@laurel/domain';

export const DEFAULT_PRIMARY = 'rgba(21,44,83,1)';
export const NEW_FOLDER_NAME = 'NEW FOLDER';
export const NEW_PROFILE_NAME = 'NEW PROFILE';
export const NEW_RECORD_NAME = 'New Record';

const now = () => new Date().toISOString();

export function newSite(siteID: string, clientID: string, styleName = siteID): Site & { _id: string } {
  return {
    _id: siteID,
    siteID,
    styleName,
    clientID,
    organizationName: styleName,
    isActivated: true,
    homeButtons: [],
    primaryLogo: null,
    backgroundImage: null,
    genericImage: null,
    sponsorImages: [],
    presentingSponsorImages: [],
    customFonts: [],
    media: [],
    announcements: [],
    primaryColor: DEFAULT_PRIMARY,
    colors: { darkMode: false, primary: DEFAULT_PRIMARY, enableCustomColors: false, custom: {} },
    text: {
      font: 'Roboto',
      font2: 'Roboto',
      font3: 'Roboto',
      customFonts: [],
      metaTitle: styleName,
      metaDescription: '',
      metaAuthor: '',
      returnHomeTimeout: 360000,
    },
    home: {
      layout: 'FiveColumnHomeLayout',
      title: styleName,
      startButtonText: 'Touch to start',
      homeDescription: '',
      calendarLink: '',
      sponsorText: '',
      gridCategoryId: null,
      carouselCategoryIds: [],
      headerType: 'logoAndTitle',
      animations: { carousel: true, background: true, cards: true },
    },
    categoryPage: {
      labels: {},
      orderingAttribute: 'lastName',
      dateFormat: 'full',
      sortDescending: false,
      filterCategories: [],
      attributesCategories: [],
    },
    publicCategoryFilter: [],
    castEmergencyAnnouncementEnabled: false,
    castEmergencyAnnouncementText: '',
    castEmergencyAnnouncementTheme: 'critical',
    updatedAt: now(),
  };
}

export function newCategory(siteID: string, fields: Partial<Category> = {}): Category {
  const _id = fields._id ?? randomUUID();
  return {
    siteID,
    categoryName: NEW_FOLDER_NAME,
    ...emptyCategoryContent(),
    coverImage: null,
    ...fields,
    _id,
    path: `/category/${_id}`,
    updatedAt: now(),
  };
}

export function newRecordInfo(fields: Partial<RecordInfo> = {}): RecordInfo {
  return { ...emptyRecordInfo(NEW_RECORD_NAME), ...fields };
}

export function newEntry(siteID: string, categoryID: string, fields: Partial<Entry> = {}): Entry {
  const _id = fields._id ?? randomUUID();
  return {
    siteID,
    firstName: NEW_PROFILE_NAME,
    lastName: '',
    ...emptyEntryContent(),
    ...fields,
    categoryID,
    _id,
    path: `/entry/${_id}`,
    updatedAt: now(),
  };
}

export function newRecordColumn(fields: Partial<RecordColumn> = {}): RecordColumn {
  return {
    recordLabel: 'New Column',
    recordType: 'number',
    recordUnits: '',
    recordSortDirection: 'Descending',
    ...fields,
    columnID: fields.columnID ?? randomUUID(),
  };
}
