/** Schema pieces the route folders share. */
import { Type } from '@sinclair/typebox';
import { IdSchema } from '@laurel/domain';

export const SiteParams = Type.Object({ siteId: IdSchema });
export const SiteCategoryParams = Type.Object({ siteId: IdSchema, categoryId: IdSchema });
export const SiteEntryParams = Type.Object({ siteId: IdSchema, entryId: IdSchema });
export const CmsQuery = Type.Object({
  cms: Type.Optional(Type.String({ enum: ['0', '1', 'true', 'false'] })),
  touchScreen: Type.Optional(Type.String()),
});

export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() });
export const ItemResultsSchema = Type.Object({
  results: Type.Array(Type.Object({ _id: Type.String(), ok: Type.Boolean(), message: Type.Optional(Type.String()) })),
});
export const IdListSchema = (max: number) => Type.Array(IdSchema, { minItems: 1, maxItems: max });

/** Security requirement for signed-in routes in the OpenAPI document. */
export const bearer = [{ bearer: [] }];
