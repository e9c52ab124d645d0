/**
 * Laurel's entities (SPEC §3), as they travel over the API and in site files.
 * Ids are strings everywhere outside the repositories. The TypeBox schemas in `./schemas`
 * describe the same shapes for validation and OpenAPI; keep the two in step.
 */

export type ImageObjectFit = 'cover' | 'contain';

export const CARD_LAYOUTS = [
  'CategoriesCardLayout',
  'CategoriesCardLayout2',
  'CategoriesCardLayout3',
  'CategoriesCardLayout4',
  'CategoriesPillLayout',
  'CategoryCarousel',
  'PersonListCategoryLayout',
  'PersonListCategoryLayout2',
  'PersonBannersLayout',
  'PersonCircleCardCategoryLayout',
] as const;
/** Card layouts plus the records layout (a folder whose entries are record items shown as boards). */
export type CategoryLayout = (typeof CARD_LAYOUTS)[number] | 'RecordsLayout';

export const HOME_LAYOUTS = ['FiveColumnHomeLayout', 'SplitScreenSpotlight', 'HomeLayout2', 'HomeLayout9'] as const;
export type HomeLayout = (typeof HOME_LAYOUTS)[number];

export type RecordType = 'WinLoss' | 'Time' | 'Imperial' | 'number';
export type RecordSortDirection = 'Ascending' | 'Descending' | 'newest' | 'oldest' | 'custom';

export interface MediaMetadata {
  description?: string;
  fontWeight?: string;
  name?: string;
  tags?: string[];
  width?: number;
  height?: number;
  size?: number;
  externalType?: 'youtube' | 'vimeo' | 'url';
  /** Where the subject is (0–1 from the left and top): cover crops keep it in view. */
  focalPoint?: { x: number; y: number };
}

/** A media item. `url` is the original; `variants` maps a width (px) to a resized image URL. */
export interface MediaItem {
  _id: string;
  siteID: string;
  uuid: string;
  url: string;
  variants?: Record<string, string>;
  mimeType: string;
  isExternal: boolean;
  metadata: MediaMetadata;
  type: 'image' | 'video';
  hideInDAM: boolean;
  createdAt?: string;
}

export type HomeButtonType = 'Twitter' | 'Image' | 'Text' | 'Calendar';
export interface HomeButton {
  buttonId: string;
  type: HomeButtonType;
  label: string;
  data: { url?: string; username?: string; confirmed?: boolean; image?: MediaItem | null; text?: string };
}

export interface Announcement {
  id: string;
  text: string;
}

/** The named colours (SPEC §3 "Colour fields"). */
export interface SiteColors {
  darkMode: boolean;
  primary: string;
  primaryDark?: string;
  primaryLight?: string;
  enableCustomColors: boolean;
  custom: Partial<Record<CustomColorName, string>>;
}
export const CUSTOM_COLOR_NAMES = [
  'background',
  'banner',
  'headerStripe',
  'homeButtons',
  'homeButtonText',
  'categoryText',
  'categoryCardBackground',
  'categoryCardText',
  'entryBackground',
  'entryText',
  'recordHeader',
  'recordRow',
  'recordText',
  'filterBar',
  'filterBarText',
  'startButton',
  'startButtonText',
] as const;
export type CustomColorName = (typeof CUSTOM_COLOR_NAMES)[number];

export interface HomeSettings {
  layout: HomeLayout;
  title: string;
  startButtonText: string;
  homeDescription: string;
  calendarLink: string;
  sponsorText: string;
  gridCategoryId: string | null;
  carouselCategoryIds: string[];
  headerType: 'logo' | 'title' | 'logoAndTitle';
  animations: { carousel: boolean; background: boolean; cards: boolean };
}

export interface CategoryPageSettings {
  labels: { eventDate?: string; graduationDate?: string; activity?: string; type?: string; slideshowItems?: string };
  orderingAttribute: 'lastName' | 'firstName' | 'eventDate' | 'graduationDate' | 'custom';
  dateFormat: 'full' | 'year';
  sortDescending: boolean;
  /** Entry fields offered as filters in the filter bar. */
  filterCategories: FilterField[];
  attributesCategories: string[];
}

export interface SiteText {
  font: string;
  font2: string;
  font3: string;
  customFonts: string[];
  metaTitle: string;
  metaDescription: string;
  metaAuthor: string;
  /** ms; default 360000 */
  returnHomeTimeout: number;
}

export interface Site {
  siteID: string;
  styleName: string;
  clientID: string;
  organizationName?: string;
  defaultSiteId?: string;
  isActivated: boolean;
  csDetails?: Record<string, unknown>;
  homeButtons: HomeButton[];
  primaryLogo: MediaItem | null;
  backgroundImage: MediaItem | null;
  genericImage: MediaItem | null;
  sponsorImages: MediaItem[];
  presentingSponsorImages: MediaItem[];
  customFonts: string[];
  media: MediaItem[];
  announcements: Announcement[];
  primaryColor: string;
  colors: SiteColors;
  text: SiteText;
  home: HomeSettings;
  categoryPage: CategoryPageSettings;
  /** Public category filter list: when non-empty, only these top-level folders are shown publicly. */
  publicCategoryFilter: string[];
  castEmergencyAnnouncementEnabled: boolean;
  castEmergencyAnnouncementText: string;
  castEmergencyAnnouncementTheme: 'critical' | 'warning' | 'info';
  updatedAt?: string;
  /** Derived, read-only (API replies only, never stored): the colour CSS variables, '--laurel-primary' → '#152c53', …. */
  themeColors?: Record<string, string>;
}

export interface RecordColumn {
  columnID: string;
  recordLabel: string;
  recordType: RecordType;
  recordUnits: string;
  recordSortDirection: RecordSortDirection;
}

export interface Category {
  _id: string;
  siteID: string;
  legacyId?: string;
  path: string; // /category/{id}
  categoryName: string;
  categoryDescription: string;
  isLive: boolean;
  imageObjectFit: ImageObjectFit;
  parentCategoryID: string | null;
  layout: CategoryLayout;
  /** Ordered entry ids. */
  entries: string[];
  /** Ordered sub-folder ids. */
  categories: string[];
  hasSubCategories: boolean;
  filterCategories: FilterField[];
  recordColumns: RecordColumn[];
  background: MediaItem | null;
  cardBackground: MediaItem | null;
  defaultPersonCardBackground: MediaItem | null;
  coverImage?: MediaItem | null;
  updatedAt?: string;
}

export interface RecordInfo {
  name: string;
  recordValue: string;
  recordDate: string;
  yearStart: string;
  yearEnd: string;
  primaryInfo: string;
  extraInfo: string;
  description: string;
  recordImage: MediaItem | null;
  columnID: string;
  customOrderIndex: number;
}

export interface Entry {
  _id: string;
  siteID: string;
  legacyId?: string;
  path: string; // /entry/{id}
  isLive: boolean;
  imageObjectFit: ImageObjectFit;
  firstName: string;
  lastName: string;
  /** Rich text (HTML), sanitised on save and on display. */
  description: string;
  activity: string;
  type: string;
  eventDate: string; // YYYY-MM-DD or ''
  graduationDate: string; // YYYY-MM-DD or ''
  headshot: MediaItem | null;
  media: MediaItem[];
  background: MediaItem | null;
  cardBackground: MediaItem | null;
  recordInfo: RecordInfo | null;
  categoryID: string;
  updatedAt?: string;
}

export type FilterField = 'lastName' | 'eventDate' | 'graduationDate' | 'activity' | 'type' | 'text';

export interface CastScreenConfig {
  showLogo: boolean;
  showTitle: boolean;
  showQRCode: boolean;
  showPresentingSponsors: boolean;
  enableEmergencyAnnouncement: boolean;
  showAllProfilePhotos: boolean;
  /** default 5000 */
  timePerSlideInMs: number;
}

export interface CastScreen {
  screenId: string;
  name: string;
  clientID: string;
  siteID: string;
  categoryIds: string[];
  config: CastScreenConfig;
  updatedAt?: string;
}

export type UserRole = 'internal' | 'admin' | 'editor';
export interface User {
  _id: string;
  auth0ID: string;
  email: string;
  name?: string;
  role: UserRole;
  clientID: string;
  /** Category ids the user may edit; ['*'] means all. */
  categories: string[];
  hasSignedAgreements: boolean;
}

export interface RecentlyDeletedItem {
  documentType: 'category' | 'entry' | 'media' | 'castScreen';
  documentId: string;
  name: string;
  deletedAt: string;
  deletedBy: string;
  parentCategoryID?: string | null;
}

export interface AuthorizeResult {
  isSiteAdmin: boolean;
  isInternal: boolean;
  hasSignedAgreements: boolean;
  email: string;
  clientID: string;
  organizationName: string;
  role: UserRole;
}

/** The client session state (SPEC §3). */
export interface SessionState {
  userEmail: string | null;
  clientID: string | null;
  styleID: string | null;
  isAdmin: boolean;
  isInternal: boolean;
  hasSignedAgreements: boolean;
  siteIds: string[];
  showCMS: boolean;
  touchScreen: boolean;
  isAuth: boolean;
  organizationName: string | null;
  serverError: { message: string; returnToPreviousPage: boolean } | null;
}

/** The folder tree node returned by GET /sites/{siteId}/categories/tree. */
export interface CategoryTreeNode {
  _id: string;
  categoryName: string;
  path: string;
  layout: CategoryLayout;
  isLive: boolean;
  parentCategoryID: string | null;
  coverImage: MediaItem | null;
  entryCount: number;
  visibleEntryCount: number;
  children: CategoryTreeNode[];
}

/** A site file (import/export, demo site). */
export interface SiteFile {
  format: 'laurel-site@1';
  site: Site;
  categories: Category[];
  entries: Entry[];
  media: MediaItem[];
  castScreens: CastScreen[];
  users: (User & { password?: string; passwordHash?: string })[];
}
