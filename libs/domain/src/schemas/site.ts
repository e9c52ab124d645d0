/** Site, its home buttons, colours, text, home page and category page settings (SPEC §3). */
import { Type, type Static } from '@sinclair/typebox';
import { DateStringSchema, IdSchema, MediaItemSchema, Nullable, OneOf } from './common';

export const HOME_LAYOUTS = ['FiveColumnHomeLayout', 'SplitScreenSpotlight', 'HomeLayout2', 'HomeLayout9'] as const;

/** The named colours (SPEC §3 "Colour fields"). */
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

/** Entry fields offered as filters in the filter bar. */
export const FilterFieldSchema = OneOf([
  'lastName',
  'eventDate',
  'graduationDate',
  'activity',
  'type',
  'text',
] as const);
export const HomeButtonTypeSchema = OneOf(['Twitter', 'Image', 'Text', 'Calendar'] as const);

export const HomeButtonSchema = Type.Object({
  buttonId: Type.String({ minLength: 1, maxLength: 128 }),
  type: HomeButtonTypeSchema,
  label: Type.String({ maxLength: 200 }),
  data: Type.Object({
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    username: Type.Optional(Type.String({ maxLength: 200 })),
    confirmed: Type.Optional(Type.Boolean()),
    image: Type.Optional(Nullable(MediaItemSchema)),
    text: Type.Optional(Type.String({ maxLength: 5000 })),
  }),
});

export const AnnouncementSchema = Type.Object({
  id: Type.String({ maxLength: 128 }),
  text: Type.String({ maxLength: 2000 }),
});

const colorValue = Type.String({ maxLength: 100 });
export const SiteColorsSchema = Type.Object({
  darkMode: Type.Boolean(),
  primary: colorValue,
  primaryDark: Type.Optional(colorValue),
  primaryLight: Type.Optional(colorValue),
  enableCustomColors: Type.Boolean(),
  custom: Type.Partial(
    Type.Object(
      Object.fromEntries(CUSTOM_COLOR_NAMES.map((n) => [n, colorValue])) as Record<
        (typeof CUSTOM_COLOR_NAMES)[number],
        typeof colorValue
      >,
    ),
    { additionalProperties: false },
  ),
});

export const HomeLayoutSchema = OneOf(HOME_LAYOUTS);
export const HomeSettingsSchema = Type.Object({
  layout: HomeLayoutSchema,
  title: Type.String({ maxLength: 500 }),
  startButtonText: Type.String({ maxLength: 200 }),
  homeDescription: Type.String({ maxLength: 20000 }),
  calendarLink: Type.String({ maxLength: 2000 }),
  sponsorText: Type.String({ maxLength: 2000 }),
  gridCategoryId: Nullable(IdSchema),
  carouselCategoryIds: Type.Array(IdSchema, { maxItems: 200 }),
  headerType: OneOf(['logo', 'title', 'logoAndTitle'] as const),
  animations: Type.Object({ carousel: Type.Boolean(), background: Type.Boolean(), cards: Type.Boolean() }),
});

export const CategoryPageSettingsSchema = Type.Object({
  labels: Type.Object({
    eventDate: Type.Optional(Type.String({ maxLength: 100 })),
    graduationDate: Type.Optional(Type.String({ maxLength: 100 })),
    activity: Type.Optional(Type.String({ maxLength: 100 })),
    type: Type.Optional(Type.String({ maxLength: 100 })),
    slideshowItems: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  orderingAttribute: OneOf(['lastName', 'firstName', 'eventDate', 'graduationDate', 'custom'] as const),
  dateFormat: OneOf(['full', 'year'] as const),
  sortDescending: Type.Boolean(),
  filterCategories: Type.Array(FilterFieldSchema, { maxItems: 10 }),
  attributesCategories: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
});

export const SiteTextSchema = Type.Object({
  font: Type.String({ maxLength: 200 }),
  font2: Type.String({ maxLength: 200 }),
  font3: Type.String({ maxLength: 200 }),
  customFonts: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 }),
  metaTitle: Type.String({ maxLength: 500 }),
  metaDescription: Type.String({ maxLength: 2000 }),
  metaAuthor: Type.String({ maxLength: 500 }),
  /** ms; DEFAULT_RETURN_HOME_TIMEOUT_MS when the site sets none. */
  returnHomeTimeout: Type.Integer({ minimum: 0, maximum: 86_400_000 }),
});

export const EmergencyThemeSchema = OneOf(['critical', 'warning', 'info'] as const);

/**
 * `csDetails`: internal account notes (customer success), shown to admins only. Flat named fields of short
 * text, numbers or yes/no: no operators (`$…`), dotted paths or nesting, so a site always exports and imports.
 */
export const CsDetailsSchema = Type.Record(
  Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_ -]{0,63}$' }),
  Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]),
  { maxProperties: 50, additionalProperties: false },
);

export const SiteSchema = Type.Object({
  siteID: Type.String(),
  styleName: Type.String(),
  clientID: Type.String(),
  organizationName: Type.Optional(Type.String()),
  defaultSiteId: Type.Optional(Type.String()),
  isActivated: Type.Boolean(),
  csDetails: Type.Optional(CsDetailsSchema),
  homeButtons: Type.Array(HomeButtonSchema),
  primaryLogo: Nullable(MediaItemSchema),
  backgroundImage: Nullable(MediaItemSchema),
  genericImage: Nullable(MediaItemSchema),
  sponsorImages: Type.Array(MediaItemSchema),
  presentingSponsorImages: Type.Array(MediaItemSchema),
  customFonts: Type.Array(Type.String()),
  media: Type.Array(MediaItemSchema),
  announcements: Type.Array(AnnouncementSchema),
  primaryColor: Type.String(),
  colors: SiteColorsSchema,
  text: SiteTextSchema,
  home: HomeSettingsSchema,
  categoryPage: CategoryPageSettingsSchema,
  /** Public category filter: when non-empty, only these top-level folders are shown publicly. */
  publicCategoryFilter: Type.Array(IdSchema),
  castEmergencyAnnouncementEnabled: Type.Boolean(),
  castEmergencyAnnouncementText: Type.String(),
  castEmergencyAnnouncementTheme: EmergencyThemeSchema,
  /** When the announcement leaves every screen by itself (ISO date-time); absent or null = until switched off. */
  castEmergencyAnnouncementExpiresAt: Type.Optional(Nullable(DateStringSchema)),
  /** Set by the API when the announcement is switched on or its message changes (screens' pickup is counted from it). */
  castEmergencyAnnouncementSince: Type.Optional(Nullable(DateStringSchema)),
  updatedAt: Type.Optional(DateStringSchema),
  /** The IANA time zone schedules are entered and shown in (issue 29); absent or '' = the viewer's own zone. */
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
  /** Derived, read-only: the site's colour CSS variables ('--laurel-primary' → '#152c53', …), computed by the API. */
  themeColors: Type.Optional(
    Type.Record(Type.String(), Type.String(), {
      readOnly: true,
      description:
        "Computed by the API from colors and primaryColor (never stored, never accepted on input): the '--laurel-…' colour CSS variables, incl. '--laurel-color-scheme'.",
    }),
  ),
});

export type HomeLayout = (typeof HOME_LAYOUTS)[number];
export type CustomColorName = (typeof CUSTOM_COLOR_NAMES)[number];
export type FilterField = Static<typeof FilterFieldSchema>;
export type HomeButtonType = Static<typeof HomeButtonTypeSchema>;
export type HomeButton = Static<typeof HomeButtonSchema>;
export type Announcement = Static<typeof AnnouncementSchema>;
export type SiteColors = Static<typeof SiteColorsSchema>;
export type HomeSettings = Static<typeof HomeSettingsSchema>;
export type CategoryPageSettings = Static<typeof CategoryPageSettingsSchema>;
export type SiteText = Static<typeof SiteTextSchema>;
export type EmergencyTheme = Static<typeof EmergencyThemeSchema>;
export type Site = Static<typeof SiteSchema>;
