/** What other cms features may use of the bulk category editor (lint: a feature imports another only through its index). */
export { patchAndDelete, refreshContent } from './use-savers';
