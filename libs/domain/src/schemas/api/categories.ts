/**
 * /sites/{siteId}/categories…: the folder tree, lists and one folder; add, patch, switch type, delete,
 * reorder entries, copy structure, bulk patch/delete, move; a folder's entries (add, bulk add), record
 * columns and the CSV record upload.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BULK_DELETE_CHUNK_SIZE, BULK_PATCH_CHUNK_SIZE } from '../../rules/constants';
import { IdSchema, ImageObjectFitSchema, MediaRefSchema, Nullable, RichTextSchema } from '../common';
import { FilterFieldSchema } from '../site';
import {
  CategoryLayoutSchema,
  FolderEntryOrderSchema,
  CategorySchema,
  CategoryTreeNodeSchema,
  RecordSortDirectionSchema,
  RecordTypeSchema,
} from '../category';
import { EntryOutlineSchema, EntrySchema } from '../entry';
import { CmsQuery, ColumnIdSchema, PreviewAtQuery, IdListSchema, IdsBodySchema, PartialStrict, Strict } from './common';
import { BulkPatchBodySchema, EntryInputSchema, MAX_MOVE } from './entries';

export const CategoryTreeReplySchema = Type.Object({ tree: Type.Array(CategoryTreeNodeSchema) });
export const CategoriesQuerySchema = Type.Intersect([
  CmsQuery,
  PreviewAtQuery,
  Type.Object({ all: Type.Optional(Type.String({ enum: ['0', '1', 'true', 'false'] })) }),
]);
export const CategoriesReplySchema = Type.Object({ categories: Type.Array(CategorySchema) });
/** One folder with its entries and sub-folders, in order (only what the caller may see). */
export const CategoryReplySchema = Type.Object({
  category: CategorySchema,
  entries: Type.Array(EntrySchema),
  subCategories: Type.Array(CategorySchema),
});
/** GET …/categories/{categoryId}/outline: a folder and its visible profiles without their pictures, in order. */
export const CategoryOutlineReplySchema = Type.Object({
  category: CategorySchema,
  entries: Type.Array(EntryOutlineSchema),
});
/** A profile as the site navigator lists it: enough for its name, its place and its draft mark. */
export const EntryNameSchema = Type.Pick(EntrySchema, ['_id', 'firstName', 'lastName', 'isLive']);
/** GET …/categories/{categoryId}/entry-names: a folder's profiles in order, drafts included (editors). */
export const EntryNamesReplySchema = Type.Object({ entries: Type.Array(EntryNameSchema) });

export const CategoryCreateSchema = PartialStrict({
  categoryName: Type.String({ maxLength: 200 }),
  layout: CategoryLayoutSchema,
  parentCategoryID: Nullable(IdSchema),
});

export const CategoryPatchSchema = PartialStrict({
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
  /** A PDF media id (or null to remove the flipbook). */
  flipbook: MediaRefSchema,
  /** The order of the folder's profiles ('site': the site's setting). */
  entryOrder: FolderEntryOrderSchema,
});

export const SwitchTypeBodySchema = Strict({ layout: CategoryLayoutSchema });
export const LayoutReplySchema = Type.Object({ layout: CategoryLayoutSchema });
export const EntryOrderBodySchema = Strict({ entryIds: Type.Array(IdSchema, { maxItems: 20000 }) });
/** PUT /sites/{siteId}/categories/order: every top-level folder, each once, in the new order. */
export const TopLevelOrderBodySchema = Strict({ categoryIds: Type.Array(IdSchema, { maxItems: 5000 }) });
export const TopLevelOrderReplySchema = Type.Object({ categoryIds: Type.Array(IdSchema) });
export const CopyStructureBodySchema = Strict({
  targetCategoryId: IdSchema,
  routeName: Type.String({ maxLength: 100 }),
  categoryId: Type.Optional(Type.Union([IdSchema, Type.Null()])),
});
export const CopyStructureReplySchema = Type.Object({ category: CategorySchema });

export const CategoriesBulkPatchBodySchema = BulkPatchBodySchema(CategoryPatchSchema);
export const BulkDeleteBodySchema = IdsBodySchema(BULK_DELETE_CHUNK_SIZE);
export const CategoriesMoveBodySchema = Strict({
  destination: Type.Union([IdSchema, Type.Null()]),
  categoryIds: IdListSchema(MAX_MOVE),
});

export const EntriesAddBodySchema = Strict({
  items: Type.Array(EntryInputSchema, { minItems: 1, maxItems: BULK_PATCH_CHUNK_SIZE }),
});

export const RecordColumnInputSchema = PartialStrict({
  recordLabel: Type.String({ maxLength: 200 }),
  recordType: RecordTypeSchema,
  recordUnits: Type.String({ maxLength: 50 }),
  recordSortDirection: RecordSortDirectionSchema,
});
export const RecordColumnParams = Type.Object({ siteId: IdSchema, categoryId: IdSchema, columnId: ColumnIdSchema });
export const RecordsUploadQuerySchema = Type.Object({ columnId: Type.Optional(Type.String({ maxLength: 128 })) });
export const RecordsUploadReplySchema = Type.Object({ created: Type.Integer() });

export type CategoryTreeReply = Static<typeof CategoryTreeReplySchema>;
export type CategoriesQuery = Static<typeof CategoriesQuerySchema>;
export type CategoriesReply = Static<typeof CategoriesReplySchema>;
export type CategoryReply = Static<typeof CategoryReplySchema>;
export type CategoryOutlineReply = Static<typeof CategoryOutlineReplySchema>;
export type EntryName = Static<typeof EntryNameSchema>;
export type CategoryCreate = Static<typeof CategoryCreateSchema>;
export type CategoryPatch = Static<typeof CategoryPatchSchema>;
export type CopyStructureBody = Static<typeof CopyStructureBodySchema>;
export type CategoriesBulkPatchBody = Static<typeof CategoriesBulkPatchBodySchema>;
export type CategoriesMoveBody = Static<typeof CategoriesMoveBodySchema>;
export type RecordColumnInput = Static<typeof RecordColumnInputSchema>;
export type RecordColumnParams = Static<typeof RecordColumnParams>;
