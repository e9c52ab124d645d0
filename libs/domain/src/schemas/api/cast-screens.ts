/** /sites/{siteId}/cast-screens (admins) and /cast-screens/{screenId} (the player's read; admins' patch). */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';
import { CategorySchema } from '../category';
import { EntrySchema } from '../entry';
import { CastScreenConfigSchema, CastScreenSchema } from '../people';
import { Strict } from './common';

export const ScreenParams = Type.Object({ screenId: IdSchema });
/** A new cast screen or a patch of one: every field optional, the config merged field by field. */
export const CastScreenInputSchema = Strict({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  categoryIds: Type.Optional(Type.Array(IdSchema, { maxItems: 200 })),
  config: Type.Optional(Type.Partial(CastScreenConfigSchema, { additionalProperties: false })),
});
/** The settings preview: comma-separated folder ids shown instead of the saved ones (public content only). */
export const CastScreenPreviewQuerySchema = Type.Object({
  categoryIds: Type.Optional(
    Type.String({
      maxLength: 26_000,
      pattern: '^([A-Za-z0-9_.:@|-]+(,[A-Za-z0-9_.:@|-]+)*)?$',
      description: 'Preview: comma-separated folder ids shown instead of the saved ones (settings preview)',
    }),
  ),
});
export const CastScreensReplySchema = Type.Object({ screens: Type.Array(CastScreenSchema) });
/** A screen with its folders' published, visible entries. */
export const CastScreenReplySchema = Type.Object({
  screen: CastScreenSchema,
  clientID: Type.String(),
  categories: Type.Array(Type.Object({ category: CategorySchema, entries: Type.Array(EntrySchema) })),
});

export type ScreenParams = Static<typeof ScreenParams>;
export type CastScreenInput = Static<typeof CastScreenInputSchema>;
export type CastScreensReply = Static<typeof CastScreensReplySchema>;
export type CastScreenReply = Static<typeof CastScreenReplySchema>;
