import type { CustomColorName } from '@laurel/domain';

/** What each named colour of SPEC §3 paints, as the colour settings list it. */
export const COLOUR_LABELS: Record<CustomColorName, string> = {
  background: 'Page background',
  banner: 'Banner',
  headerStripe: 'Header stripe',
  homeButtons: 'Home buttons',
  homeButtonText: 'Home button text colour',
  categoryText: 'Text on the page background',
  categoryCardBackground: 'Folder cards',
  categoryCardText: 'Folder card text colour',
  entryBackground: 'Profile background',
  entryText: 'Profile text colour',
  recordHeader: 'Records board header',
  recordRow: 'Records board rows',
  recordText: 'Records board text colour',
  filterBar: 'Filter bar',
  filterBarText: 'Filter bar text colour',
  startButton: 'Start button',
  startButtonText: 'Start button text colour',
};

/** Primary colour presets: school colours that read well with white text. */
export const PRIMARY_PRESETS: readonly { name: string; value: string }[] = [
  { name: 'Navy', value: '#152c53' },
  { name: 'Royal blue', value: '#1d4ed8' },
  { name: 'Crimson', value: '#9f1239' },
  { name: 'Scarlet', value: '#b91c1c' },
  { name: 'Forest green', value: '#166534' },
  { name: 'Purple', value: '#5b21b6' },
  { name: 'Maroon', value: '#7f1d1d' },
  { name: 'Burnt orange', value: '#c2410c' },
  { name: 'Black', value: '#111827' },
  { name: 'Teal', value: '#0f766e' },
];
