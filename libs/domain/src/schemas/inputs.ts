/**
 * Request bodies of the content operations. Media travel as ids (the API resolves them to media items);
 * unknown fields are rejected everywhere (additionalProperties: false).
 */
import { Type, type TProperties } from '@sinclair/typebox';
import { IdSchema, ImageObjectFitSchema, MediaRefListSchema, MediaRefSchema, Nullable, RichTextSchema } from './common';
import {
  AnnouncementSchema,
  CategoryPageSettingsSchema,
  EmergencyThemeSchema,
  FilterFieldSchema,
  HomeButtonTypeSchema,
  HomeSettingsSchema,
  SiteColorsSchema,
  SiteTextSchema,
} from './site';
import { CategoryLayoutSchema, RecordSortDirectionSchema, RecordTypeSchema } from './category';

const strict = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: false });
const partialStrict = <T extends TProperties>(props: T) =>
  Type.Partial(Type.Object(props), { additionalProperties: false });

/** PATCH /sites/{siteId}. Nested settings objects are merged field by field. */
export const SitePatchSchema = partialStrict({
  styleName: Type.String({ minLength: 1, maxLength: 200 }),
  organizationName: Type.String({ maxLength: 200 }),
  defaultSiteId: Type.String({ maxLength: 128 }),
  csDetails: Type.Record(Type.String(), Type.Unknown()),
  primaryLogo: MediaRefSchema,
  backgroundImage: MediaRefSchema,
  genericImage: MediaRefSchema,
  sponsorImages: MediaRefListSchema,
  presentingSponsorImages: MediaRefListSchema,
  media: MediaRefListSchema,
  customFonts: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 }),
  announcements: Type.Array(AnnouncementSchema, { maxItems: 100 }),
  primaryColor: Type.String({ maxLength: 100 }),
  colors: Type.Partial(SiteColorsSchema, { additionalProperties: false }),
  text: Type.Partial(SiteTextSchema, { additionalProperties: false }),
  home: Type.Partial(HomeSettingsSchema, { additionalProperties: false }),
  categoryPage: Type.Partial(CategoryPageSettingsSchema, { additionalProperties: false }),
  publicCategoryFilter: Type.Array(IdSchema, { maxItems: 500 }),
  castEmergencyAnnouncementEnabled: Type.Boolean(),
  castEmergencyAnnouncementText: Type.String({ maxLength: 2000 }),
  castEmergencyAnnouncementTheme: EmergencyThemeSchema,
});

export const HomeButtonInputSchema = strict({
  buttonId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' })),
  type: HomeButtonTypeSchema,
  label: Type.String({ maxLength: 200 }),
  data: partialStrict({
    url: Type.String({ maxLength: 2000 }),
    username: Type.String({ maxLength: 200 }),
    confirmed: Type.Boolean(),
    image: MediaRefSchema,
    text: Type.String({ maxLength: 5000 }),
  }),
});
export const HomeButtonsInputSchema = strict({ homeButtons: Type.Array(HomeButtonInputSchema, { maxItems: 50 }) });

export const CategoryCreateSchema = partialStrict({
  categoryName: Type.String({ maxLength: 200 }),
  layout: CategoryLayoutSchema,
  parentCategoryID: Nullable(IdSchema),
});

export const CategoryPatchSchema = partialStrict({
  categoryName: Type.String({ maxLength: 200 }),
  categoryDescription: RichTextSchema,
  isLive: Type.Boolean(),
  imageObjectFit: ImageObjectFitSchema,
  layout: CategoryLayoutSchema,
  filterCategories: Type.Array(FilterFieldSchema, { maxItems: 10 }),
  /** New order of the sub-folders (the same ids). */
  categories: Type.Array(IdSchema, { maxItems: 5000 }),
  background: MediaRefSchema,
  cardBackground: MediaRefSchema,
  defaultPersonCardBackground: MediaRefSchema,
  coverImage: MediaRefSchema,
});

export const RecordInfoInputSchema = partialStrict({
  name: Type.String({ maxLength: 500 }),
  recordValue: Type.String({ maxLength: 200 }),
  recordDate: Type.String({ maxLength: 40 }),
  yearStart: Type.String({ maxLength: 20 }),
  yearEnd: Type.String({ maxLength: 20 }),
  primaryInfo: Type.String({ maxLength: 500 }),
  extraInfo: Type.String({ maxLength: 500 }),
  description: RichTextSchema,
  recordImage: MediaRefSchema,
  columnID: Type.String({ maxLength: 128 }),
  customOrderIndex: Type.Number(),
});

const dateField = Type.String({ maxLength: 10, pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' });
export const EntryInputSchema = partialStrict({
  isLive: Type.Boolean(),
  imageObjectFit: ImageObjectFitSchema,
  firstName: Type.String({ maxLength: 200 }),
  lastName: Type.String({ maxLength: 200 }),
  description: RichTextSchema,
  activity: Type.String({ maxLength: 500 }),
  type: Type.String({ maxLength: 500 }),
  eventDate: dateField,
  graduationDate: dateField,
  headshot: MediaRefSchema,
  media: MediaRefListSchema,
  background: MediaRefSchema,
  cardBackground: MediaRefSchema,
  recordInfo: Nullable(RecordInfoInputSchema),
});

export const EntryPatchBodySchema = strict({
  categoryID: IdSchema,
  path: Type.String({ maxLength: 300 }),
  patch: EntryInputSchema,
});

export const RecordColumnInputSchema = partialStrict({
  recordLabel: Type.String({ maxLength: 200 }),
  recordType: RecordTypeSchema,
  recordUnits: Type.String({ maxLength: 50 }),
  recordSortDirection: RecordSortDirectionSchema,
});
