/** What other cms features may use of selection mode (lint: a feature imports another only through its index). */
export { SelectionBar } from './selection-bar';
