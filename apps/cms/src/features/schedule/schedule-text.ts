/** A schedule's time for people: one implementation, in @laurel/ui (shared with settings). */
export { localInputToIso, scheduleLabel, scheduleWhen, isoToLocalInput } from '@laurel/ui/schedule';
