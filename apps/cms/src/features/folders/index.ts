/** What other cms features may use of the folders (lint: a feature imports another only through its index). */
export { LAYOUT_NAMES, LAYOUT_OPTIONS } from './layouts';
