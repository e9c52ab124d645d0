/**
 * Scheduled publishing (issue 29): publish or unpublish a profile, a whole folder (with its profiles), a group of
 * profiles or folders chosen together (the selection bar, an import), or a change to Home, at a chosen second.
 * Stored in the database and carried out by whichever API process claims it first.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';
import { HomeSettingsSchema } from '../site';
import { Strict } from './common';
import { HomeButtonInputSchema } from './sites';

export const ScheduleActionSchema = Type.Union([Type.Literal('publish'), Type.Literal('unpublish')]);
/** `home`: a change to Home (its `itemId` is the site id); the action is then always `publish`. */
export const ScheduleKindSchema = Type.Union([Type.Literal('entry'), Type.Literal('category'), Type.Literal('home')]);
export const ScheduleStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);

/** The most items one schedule may hold (a selection or an import). */
export const SCHEDULE_MAX_ITEMS = 2000;

/** A change to Home that goes live at a time: its settings (layout, header, …) and/or the whole button list. */
export const HomeChangeSchema = Strict({
  home: Type.Optional(Type.Partial(HomeSettingsSchema, { additionalProperties: false })),
  homeButtons: Type.Optional(Type.Array(HomeButtonInputSchema, { maxItems: 50 })),
});

const AtSchema = Type.String({
  format: 'date-time',
  maxLength: 40,
  description: 'ISO time with its offset; kept to the whole second',
});

export const ScheduleSchema = Type.Object({
  _id: Type.String(),
  kind: ScheduleKindSchema,
  /** The item (the first of a group). */
  itemId: Type.String(),
  /** Every item of a group scheduled together (carried out as one version). */
  itemIds: Type.Optional(Type.Array(Type.String())),
  /** The item's name when it was scheduled ("Ada Lovelace and 11 more" for a group, "Home" for a home change). */
  name: Type.String(),
  action: ScheduleActionSchema,
  /** When it happens (ISO time, whole seconds). */
  at: Type.String(),
  by: Type.String(),
  state: ScheduleStateSchema,
  change: Type.Optional(HomeChangeSchema),
  /** Cast screens play the item's "Now inducted" slides once when it goes live (publish only). */
  announce: Type.Optional(Type.Boolean()),
  doneAt: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
});

export const ScheduleBodySchema = Strict({
  kind: Type.Union([Type.Literal('entry'), Type.Literal('category')]),
  itemId: IdSchema,
  action: ScheduleActionSchema,
  at: AtSchema,
  announce: Type.Optional(
    Type.Boolean({ description: 'Publish only: cast screens play a "Now inducted" set of its profiles once' }),
  ),
});
/** POST …/schedules/many: profiles or folders chosen together, one schedule (and one version when it happens). */
export const ScheduleManyBodySchema = Strict({
  kind: Type.Union([Type.Literal('entry'), Type.Literal('category')]),
  itemIds: Type.Array(IdSchema, { minItems: 1, maxItems: SCHEDULE_MAX_ITEMS }),
  action: ScheduleActionSchema,
  at: AtSchema,
});
/** POST …/schedules/home: a change to Home at a time (site admins). */
export const ScheduleHomeBodySchema = Strict({ change: HomeChangeSchema, at: AtSchema });
/**
 * PATCH …/schedules/{id}: a new time and/or what happens (publish ↔ unpublish, and whether cast screens play
 * "Now inducted"); at least one of them. A change to Home keeps its action.
 */
export const ScheduleChangeBodySchema = Type.Object(
  {
    at: Type.Optional(AtSchema),
    action: Type.Optional(ScheduleActionSchema),
    announce: Type.Optional(
      Type.Boolean({ description: 'Publish only: cast screens play a "Now inducted" set of its profiles once' }),
    ),
  },
  // An empty body is refused by the service with words ("Say what changes…"), not the validator's.
  { additionalProperties: false },
);
export const ScheduleParams = Type.Object({ siteId: IdSchema, scheduleId: IdSchema });
export const SchedulesReplySchema = Type.Object({ schedules: Type.Array(ScheduleSchema) });

export type ScheduleAction = Static<typeof ScheduleActionSchema>;
export type ScheduleKind = Static<typeof ScheduleKindSchema>;
export type ScheduleState = Static<typeof ScheduleStateSchema>;
export type Schedule = Static<typeof ScheduleSchema>;
export type ScheduleBody = Static<typeof ScheduleBodySchema>;
export type ScheduleManyBody = Static<typeof ScheduleManyBodySchema>;
export type ScheduleHomeBody = Static<typeof ScheduleHomeBodySchema>;
export type ScheduleChangeBody = Static<typeof ScheduleChangeBodySchema>;
export type HomeChange = Static<typeof HomeChangeSchema>;
export type ScheduleParams = Static<typeof ScheduleParams>;
export type SchedulesReply = Static<typeof SchedulesReplySchema>;

/** Whether a schedule concerns this item (alone or in a group). */
export const scheduleCovers = (s: Pick<Schedule, 'kind' | 'itemId' | 'itemIds'>, kind: ScheduleKind, id: string) =>
  s.kind === kind && (s.itemIds ? s.itemIds.includes(id) : s.itemId === id);
