/**
 * GET /sites/{siteId}/schedules/preview?at=…: the site as visitors will see it at a time, with every pending
 * schedule due by then applied (editors only; never a public read).
 */
import { Type, type Static } from '@sinclair/typebox';
import { HomeLayoutSchema } from '../site';

/** How an item's visibility at the preview time differs from now. */
export const PreviewChangeSchema = Type.Union([Type.Literal('appears'), Type.Literal('disappears')]);

export const PreviewProfileSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  change: Type.Optional(PreviewChangeSchema),
});

export const PreviewFolderSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  /** Visible to visitors at that time. */
  isLive: Type.Boolean(),
  change: Type.Optional(PreviewChangeSchema),
  /** Profiles visible then, and those that disappear by then (marked), in the folder's order. */
  profiles: Type.Array(PreviewProfileSchema),
});

export const PreviewHomeSchema = Type.Object({
  layout: HomeLayoutSchema,
  title: Type.String(),
  buttons: Type.Array(Type.String()),
  /** A scheduled home change is due by then. */
  changed: Type.Boolean(),
});

export const SchedulePreviewQuery = Type.Object({
  at: Type.String({ format: 'date-time', maxLength: 40 }),
});

export const SchedulePreviewReplySchema = Type.Object({
  at: Type.String(),
  /** How many schedules were applied. */
  applied: Type.Integer(),
  home: PreviewHomeSchema,
  folders: Type.Array(PreviewFolderSchema),
});

export type PreviewChange = Static<typeof PreviewChangeSchema>;
export type PreviewFolder = Static<typeof PreviewFolderSchema>;
export type PreviewProfile = Static<typeof PreviewProfileSchema>;
export type SchedulePreviewQuery = Static<typeof SchedulePreviewQuery>;
export type SchedulePreviewReply = Static<typeof SchedulePreviewReplySchema>;
