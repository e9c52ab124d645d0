import { shareableUrl } from './share-entry-button';

test('a shared link keeps the page and its query but never the kiosk switch', () => {
  expect(shareableUrl('https://hall.example.org/entry/default/c1/e1?touchScreen=true&filter=a#top')).toBe(
    'https://hall.example.org/entry/default/c1/e1?filter=a',
  );
});
