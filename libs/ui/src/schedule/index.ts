/**
 * `@laurel/ui/schedule`: the date-time field every "publish at…" entry point uses, and how a schedule's time is
 * read and written. Kept out of `@laurel/ui` so a visitor's home page does not download editing code; not a
 * federation singleton (no React context), so the cms and settings each carry their own copy.
 */
export * from './schedule-time';
export * from './schedule-time-field';
export * from './schedule-change';
export * from './schedule-row-parts';
