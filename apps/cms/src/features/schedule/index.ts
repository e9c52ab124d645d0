/** What other cms features may use of scheduling (lint: a feature imports another only through its index). */
export { ItemSchedule } from './item-schedule';
export { ScheduleSelected } from './schedule-selected';
export { ScheduleDialog } from './schedule-dialog';
export { useSiteTimeZone } from './use-schedule-zone';
export { useScheduleAddHomeMutation, useScheduleCancelMutation, useScheduleListQuery } from './schedule-endpoints';
export { ScheduleRow } from './schedule-row';
export { ScheduleMark } from './schedule-mark';
