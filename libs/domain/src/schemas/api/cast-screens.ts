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
const CastFolderSchema = Type.Object({ category: CategorySchema, entries: Type.Array(EntrySchema) });
/**
 * A class that went live in the last few minutes by a schedule that asked for it (issue 29): the player plays
 * its profiles once under "Now inducted", then its own slides. Present only once the class is public.
 */
export const NowInductedSchema = Type.Object({
  /** The schedule's id: a screen plays each set once. */
  id: Type.String(),
  /** The scheduled second it went live. */
  at: Type.String(),
  name: Type.String(),
  categories: Type.Array(CastFolderSchema),
});
export const CastScreenReplySchema = Type.Object({
  screen: CastScreenSchema,
  clientID: Type.String(),
  categories: Type.Array(CastFolderSchema),
  nowInducted: Type.Optional(NowInductedSchema),
});

export type ScreenParams = Static<typeof ScreenParams>;
export type CastScreenInput = Static<typeof CastScreenInputSchema>;
export type CastScreensReply = Static<typeof CastScreensReplySchema>;
export type CastScreenReply = Static<typeof CastScreenReplySchema>;
export type NowInducted = Static<typeof NowInductedSchema>;
