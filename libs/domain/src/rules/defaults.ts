/**
 * The empty content of a folder, an entry and a record (SPEC §3): every field with its default value.
 * New documents (API), generated sites (demo) and test fixtures start from these, adding ids and names.
 */
import type { CastScreenConfig, Category, Entry, RecordInfo } from '../entities';
import { DEFAULT_SLIDE_TIME_MS } from './constants';

export type CategoryContent = Omit<Category, '_id' | 'siteID' | 'path' | 'categoryName' | 'updatedAt' | 'legacyId'>;
export type EntryContent = Omit<
  Entry,
  '_id' | 'siteID' | 'path' | 'categoryID' | 'firstName' | 'lastName' | 'updatedAt' | 'legacyId'
>;

export const emptyCategoryContent = (): CategoryContent => ({
  categoryDescription: '',
  isLive: true,
  imageObjectFit: 'cover',
  parentCategoryID: null,
  layout: 'CategoriesCardLayout',
  entries: [],
  categories: [],
  hasSubCategories: false,
  filterCategories: [],
  recordColumns: [],
  background: null,
  cardBackground: null,
  defaultPersonCardBackground: null,
});

export const emptyEntryContent = (): EntryContent => ({
  isLive: true,
  imageObjectFit: 'cover',
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
});

/** A record's fields, all empty; `name` is what the caller gives (SPEC §4: a new record is 'New Record'). */
export const emptyRecordInfo = (name: string): RecordInfo => ({
  name,
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
});

/**
 * A cast screen's settings when nothing is set. The emergency announcement is on, so that turning it on for
 * the site reaches every screen unless a screen opts out (issue 5: it "covers every screen of the site").
 */
export const DEFAULT_CAST_SCREEN_CONFIG: Readonly<CastScreenConfig> = Object.freeze({
  showLogo: true,
  showTitle: true,
  showQRCode: true,
  showPresentingSponsors: true,
  enableEmergencyAnnouncement: true,
  showAllProfilePhotos: false,
  timePerSlideInMs: DEFAULT_SLIDE_TIME_MS,
});
