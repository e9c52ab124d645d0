/** Category (folder), record column and the folder tree node (SPEC §3). */
import { Type, type Static } from '@sinclair/typebox';
import { DateStringSchema, IdSchema, ImageObjectFitSchema, MediaItemSchema, Nullable, OneOf } from './common';
import { FilterFieldSchema } from './site';

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
export const CategoryLayoutSchema = OneOf([...CARD_LAYOUTS, 'RecordsLayout'] as const);
export const RecordTypeSchema = OneOf(['WinLoss', 'Time', 'Imperial', 'number'] as const);
export const RecordSortDirectionSchema = OneOf(['Ascending', 'Descending', 'newest', 'oldest', 'custom'] as const);

/**
 * How a folder orders its profiles: 'site' follows the site's category-page setting (the default, also when
 * absent); the others are the folder's own choice. 'custom' is the folder's stored (drag) order.
 */
export const FOLDER_ENTRY_ORDERS = [
  'site',
  'lastName',
  'firstName',
  'graduationDateOldest',
  'graduationDateNewest',
  'eventDateOldest',
  'eventDateNewest',
  'custom',
] as const;
export const FolderEntryOrderSchema = OneOf(FOLDER_ENTRY_ORDERS);

export const RecordColumnSchema = Type.Object({
  columnID: Type.String({ minLength: 1, maxLength: 128 }),
  recordLabel: Type.String({ maxLength: 200 }),
  recordType: RecordTypeSchema,
  recordUnits: Type.String({ maxLength: 50 }),
  recordSortDirection: RecordSortDirectionSchema,
});

export const CategorySchema = Type.Object({
  _id: IdSchema,
  siteID: Type.String(),
  legacyId: Type.Optional(Type.String()),
  /** /category/{id} */
  path: Type.String(),
  categoryName: Type.String(),
  categoryDescription: Type.String(),
  isLive: Type.Boolean(),
  imageObjectFit: ImageObjectFitSchema,
  parentCategoryID: Nullable(IdSchema),
  layout: CategoryLayoutSchema,
  /** Ordered entry ids. */
  entries: Type.Array(IdSchema),
  /** Ordered sub-folder ids. */
  categories: Type.Array(IdSchema),
  hasSubCategories: Type.Boolean(),
  filterCategories: Type.Array(FilterFieldSchema),
  recordColumns: Type.Array(RecordColumnSchema),
  background: Nullable(MediaItemSchema),
  cardBackground: Nullable(MediaItemSchema),
  defaultPersonCardBackground: Nullable(MediaItemSchema),
  coverImage: Type.Optional(Nullable(MediaItemSchema)),
  /** A PDF (media of type `document`) shown to visitors as a flipbook; absent in older site files. */
  flipbook: Type.Optional(Nullable(MediaItemSchema)),
  /** The order of the folder's profiles; absent = 'site' (the site's category-page setting). */
  entryOrder: Type.Optional(FolderEntryOrderSchema),
  updatedAt: Type.Optional(DateStringSchema),
});

/** The folder tree node returned by GET /sites/{siteId}/categories/tree. */
export const CategoryTreeNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      _id: IdSchema,
      categoryName: Type.String(),
      path: Type.String(),
      layout: CategoryLayoutSchema,
      isLive: Type.Boolean(),
      parentCategoryID: Nullable(IdSchema),
      coverImage: Nullable(MediaItemSchema),
      entryCount: Type.Integer(),
      visibleEntryCount: Type.Integer(),
      /** The folder shows a flipbook (it has content even without entries). */
      hasFlipbook: Type.Optional(Type.Boolean()),
      children: Type.Array(Self),
    }),
  { $id: 'CategoryTreeNode' },
);

export type CategoryLayout = Static<typeof CategoryLayoutSchema>;
export type RecordType = Static<typeof RecordTypeSchema>;
export type RecordSortDirection = Static<typeof RecordSortDirectionSchema>;
export type FolderEntryOrder = Static<typeof FolderEntryOrderSchema>;
export type RecordColumn = Static<typeof RecordColumnSchema>;
export type Category = Static<typeof CategorySchema>;
export type CategoryTreeNode = Static<typeof CategoryTreeNodeSchema>;
