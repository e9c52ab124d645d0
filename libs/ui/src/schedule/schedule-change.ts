/**
 * Changing a pending schedule in place (an item's Schedule panel, the list of everything scheduled): the form's
 * state and the PATCH body holding only what changed (its time, publish ↔ unpublish, "Now inducted").
 */
import type { Schedule, ScheduleAction, ScheduleChangeBody } from '@laurel/domain';
import { isoToLocalInput, localInputToIso } from './schedule-time';
import { scheduleTimeError } from './schedule-time-field';

export interface ScheduleDraft {
  action: ScheduleAction;
  announce: boolean;
  /** The time as typed (`datetime-local`). */
  when: string;
}

type Changeable = Pick<Schedule, 'kind' | 'action' | 'at' | 'announce' | 'itemIds'>;

/** "Now inducted" is for a schedule that publishes one profile or one folder. */
export const mayAnnounce = (s: Pick<Schedule, 'kind' | 'itemIds'>, action: ScheduleAction): boolean =>
  s.kind !== 'home' && !s.itemIds && action === 'publish';

export const draftOf = (s: Changeable, timeZone?: string): ScheduleDraft => ({
  action: s.action,
  announce: !!s.announce,
  when: isoToLocalInput(s.at, timeZone),
});

/**
 * The body for what the draft changes; null when it changes nothing or its time cannot be used (unreadable,
 * or a new time that has passed). A publish turned into an unpublish loses its "Now inducted" on the server.
 */
export function scheduleChangeBody(
  s: Changeable,
  draft: ScheduleDraft,
  timeZone?: string,
  now = Date.now(),
): ScheduleChangeBody | null {
  const at = localInputToIso(draft.when, timeZone);
  if (!at) return null;
  const body: ScheduleChangeBody = {};
  if (at !== s.at) {
    if (scheduleTimeError(draft.when, now, timeZone)) return null;
    body.at = at;
  }
  if (draft.action !== s.action) body.action = draft.action;
  // What the server keeps when `announce` is not sent: the old tick, for a publish.
  const announce = mayAnnounce(s, draft.action) && draft.announce;
  if (announce !== (draft.action === 'publish' && !!s.announce)) body.announce = announce;
  return Object.keys(body).length > 0 ? body : null;
}
