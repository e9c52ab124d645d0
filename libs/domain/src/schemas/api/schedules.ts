/**
 * Scheduled publishing (issue 29): publish or unpublish a profile or a whole folder (with its profiles) at a
 * chosen second. Stored in the database and carried out by whichever API process claims it first.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';
import { Strict } from './common';

export const ScheduleActionSchema = Type.Union([Type.Literal('publish'), Type.Literal('unpublish')]);
export const ScheduleKindSchema = Type.Union([Type.Literal('entry'), Type.Literal('category')]);
export const ScheduleStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);

export const ScheduleSchema = Type.Object({
  _id: Type.String(),
  kind: ScheduleKindSchema,
  itemId: Type.String(),
  /** The item's name when it was scheduled. */
  name: Type.String(),
  action: ScheduleActionSchema,
  /** When it happens (ISO time, whole seconds). */
  at: Type.String(),
  by: Type.String(),
  state: ScheduleStateSchema,
  /** Cast screens play the item's "Now inducted" slides once when it goes live (publish only). */
  announce: Type.Optional(Type.Boolean()),
  doneAt: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
});

export const ScheduleBodySchema = Strict({
  kind: ScheduleKindSchema,
  itemId: IdSchema,
  action: ScheduleActionSchema,
  at: Type.String({ format: 'date-time', description: 'ISO time with its offset; kept to the whole second' }),
  announce: Type.Optional(
    Type.Boolean({ description: 'Publish only: cast screens play a "Now inducted" set of its profiles once' }),
  ),
});
export const ScheduleParams = Type.Object({ siteId: IdSchema, scheduleId: IdSchema });
export const SchedulesReplySchema = Type.Object({ schedules: Type.Array(ScheduleSchema) });

export type ScheduleAction = Static<typeof ScheduleActionSchema>;
export type ScheduleKind = Static<typeof ScheduleKindSchema>;
export type ScheduleState = Static<typeof ScheduleStateSchema>;
export type Schedule = Static<typeof ScheduleSchema>;
export type ScheduleBody = Static<typeof ScheduleBodySchema>;
export type ScheduleParams = Static<typeof ScheduleParams>;
export type SchedulesReply = Static<typeof SchedulesReplySchema>;
