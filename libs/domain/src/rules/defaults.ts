/**
 * The empty content of a folder, an entry and a record (SPEC §3): every field with its default value.
 * New documents (API), generated sites (demo) and test fixtures start from these, adding ids and names.
 */
import type { Category, Entry, RecordInfo } from '../entities';

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
