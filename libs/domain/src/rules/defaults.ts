/**
 * The empty content of a site, a folder, an entry, a record and a record column (SPEC §3, §9): every field
 * with its default value. New documents (API), generated sites (demo) and test fixtures start from these,
 * adding ids, names and timestamps.
 */
import type { CastScreenConfig, Category, Entry, RecordColumn, RecordInfo, Site } from '../schemas';
import {
  DEFAULT_EMERGENCY_THEME,
  DEFAULT_FONT,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_RETURN_HOME_TIMEOUT_MS,
  DEFAULT_SLIDE_TIME_MS,
  DEFAULT_START_BUTTON_TEXT,
  NEW_COLUMN_NAME,
} from './constants';

export type SiteContent = Omit<
  Site,
  'siteID' | 'clientID' | 'updatedAt' | 'themeColors' | 'csDetails' | 'defaultSiteId'
>;

export type CategoryContent = Omit<Category, '_id' | 'siteID' | 'path' | 'categoryName' | 'updatedAt' | 'legacyId'>;
export type EntryContent = Omit<
  Entry,
  '_id' | 'siteID' | 'path' | 'categoryID' | 'firstName' | 'lastName' | 'updatedAt' | 'legacyId'
>;

/** A new site's settings: default colours, fonts and home page, no media, buttons or folders; titled `styleName`. */
export const defaultSiteContent = (styleName: string): SiteContent => ({
  styleName,
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
  primaryColor: DEFAULT_PRIMARY_COLOR,
  colors: { darkMode: false, primary: DEFAULT_PRIMARY_COLOR, enableCustomColors: false, custom: {} },
  text: {
    font: DEFAULT_FONT,
    font2: DEFAULT_FONT,
    font3: DEFAULT_FONT,
    customFonts: [],
    metaTitle: styleName,
    metaDescription: '',
    metaAuthor: '',
    returnHomeTimeout: DEFAULT_RETURN_HOME_TIMEOUT_MS,
  },
  home: {
    layout: 'FiveColumnHomeLayout',
    title: styleName,
    startButtonText: DEFAULT_START_BUTTON_TEXT,
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
  castEmergencyAnnouncementTheme: DEFAULT_EMERGENCY_THEME,
});

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

/** A new record column (the caller adds its id): a number column sorted high to low. */
export const emptyRecordColumn = (): Omit<RecordColumn, 'columnID'> => ({
  recordLabel: NEW_COLUMN_NAME,
  recordType: 'number',
  recordUnits: '',
  recordSortDirection: 'Descending',
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
