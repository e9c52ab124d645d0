/**
 * Schema pieces every route shares: path parameters, the `?cms=1` view flag, the error reply and the
 * per-item results of bulk operations. Path parameters are spelled `siteId`, `categoryId`, … (see
 * docs/decisions.md, "Naming"); the fields of stored documents keep SPEC's `siteID`, `categoryID`, ….
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { IdSchema } from '../common';

/** An object that refuses unknown fields (every request body). */
export const Strict = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: false });
/** A strict object whose fields are all optional (patch bodies). */
export const PartialStrict = <T extends TProperties>(props: T) =>
  Type.Partial(Type.Object(props), { additionalProperties: false });

/** A record column id (imported files use ids of this shape too). */
export const ColumnIdSchema = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:@|-]+$' });

export const SiteParams = Type.Object({ siteId: IdSchema });
export const SiteCategoryParams = Type.Object({ siteId: IdSchema, categoryId: IdSchema });
export const SiteEntryParams = Type.Object({ siteId: IdSchema, entryId: IdSchema });

/** `?cms=1` asks for the editing view (honoured for users who may edit the site); `touchScreen` marks kiosks. */
export const CmsQuery = Type.Object({
  cms: Type.Optional(Type.String({ enum: ['0', '1', 'true', 'false'] })),
  touchScreen: Type.Optional(Type.String()),
});

/**
 * `?previewAt=` (issue 29): the public view as it will be at that time, every pending schedule due by then
 * applied to a copy (nothing written). Editors of the site only; the reply is `private, no-store`.
 */
export const PreviewAtQuery = Type.Object({
  previewAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
});
/** The query of a public read: the editing view flag, the kiosk mark and the preview time. */
export const PublicReadQuery = Type.Composite([CmsQuery, PreviewAtQuery]);

/** Every error reply: `{statusCode, error, message}`. */
export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() });

export const ItemResultSchema = Type.Object({
  _id: Type.String(),
  ok: Type.Boolean(),
  message: Type.Optional(Type.String()),
});
/** What a bulk operation reports: one result per item, in request order. */
export const ItemResultsSchema = Type.Object({ results: Type.Array(ItemResultSchema) });
export const IdListSchema = (max: number) => Type.Array(IdSchema, { minItems: 1, maxItems: max });
export const IdsBodySchema = (max: number) => Strict({ ids: IdListSchema(max) });

export type SiteParams = Static<typeof SiteParams>;
export type SiteCategoryParams = Static<typeof SiteCategoryParams>;
export type SiteEntryParams = Static<typeof SiteEntryParams>;
export type CmsQuery = Static<typeof CmsQuery>;
export type PublicReadQuery = Static<typeof PublicReadQuery>;
export type ErrorReply = Static<typeof ErrorSchema>;
export type ItemResult = Static<typeof ItemResultSchema>;
export type ItemResults = Static<typeof ItemResultsSchema>;

/** The reply of a route that answers 204 with no body. */
export const NoContentSchema = Type.Null();
/** GET /health: the API is up and its database answers. */
export const HealthReplySchema = Type.Object({ ok: Type.Boolean() });
