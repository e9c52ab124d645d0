/** A schedule's time for people: one implementation, in @laurel/ui/schedule (shared with settings). */
export { browserTimeZone, isoToLocalInput, localInputToIso, scheduleLabel, scheduleWhen } from '@laurel/ui/schedule';
