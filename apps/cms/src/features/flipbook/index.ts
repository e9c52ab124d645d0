/** What other cms features may use of the flipbook controls (lint: a feature imports another only through its index). */
/** The profile page's flipbook control, its own chunk: loaded ahead of a new profile's page. */
export const loadEntryFlipbook = () => import('./entry-flipbook');
