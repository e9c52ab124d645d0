/** What other cms features may use of scheduling (lint: a feature imports another only through its index). */
export { ItemSchedule } from './item-schedule';
