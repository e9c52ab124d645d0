/** What other cms features may use of the profile controls (lint: a feature imports another only through its index). */
/** The profile page's editing controls, each its own chunk: loaded ahead of a new profile's page. */
export const loadProfileControls = () =>
  Promise.all([
    import('./entry-toolbar'),
    import('./entry-text'),
    import('./entry-description'),
    import('./entry-headshot'),
    import('./entry-gallery'),
  ]);
