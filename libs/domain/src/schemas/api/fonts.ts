/** /fonts (the bundled web fonts) and /sites/{siteId}/custom-fonts (a site's uploaded fonts). */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';

export const FontsCssQuerySchema = Type.Object({
  family: Type.Union([Type.String({ maxLength: 200 }), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10 })]),
  display: Type.Optional(Type.String({ maxLength: 20 })),
});
export const FontFileParams = Type.Object({
  slug: Type.String({ maxLength: 100 }),
  file: Type.String({ maxLength: 200 }),
});
export const CustomFontParams = Type.Object({ siteId: IdSchema, file: Type.String({ maxLength: 200 }) });

export type FontsCssQuery = Static<typeof FontsCssQuerySchema>;
export type CustomFontParams = Static<typeof CustomFontParams>;
