/**
 * `@laurel/ui/edit-slots`: the seam between public pages and the CMS. Small on purpose (no styles, no other
 * components): the shell imports it to provide the controls, public pages to place slots. Shared as a
 * Module Federation singleton so the one context reaches every remote.
 */
export * from './slot-targets';
export * from './edit-slot';
