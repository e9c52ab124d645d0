import { carryFilter, carryPreviewAt, hashToPath, needsFreshLoad } from './url-rules';

test('a hash route becomes a path plus query', () => {
  expect(hashToPath('', '#/home/default')).toBe('/home/default');
  expect(hashToPath('', '#/category/default/c1?filter=A&backButton=true')).toBe(
    '/category/default/c1?filter=A&backButton=true',
  );
  expect(hashToPath('?touchScreen=true', '#!/entry/default/c1/e1')).toBe('/entry/default/c1/e1?touchScreen=true');
});

test('the real query wins over the copy in the hash', () => {
  expect(hashToPath('?filter=B', '#/home/default?filter=A')).toBe('/home/default?filter=B');
});

test('a plain anchor is not a route', () => {
  expect(hashToPath('', '#main')).toBeNull();
  expect(hashToPath('', '')).toBeNull();
});

test('the filter query is carried to the next location', () => {
  expect(carryFilter('?filter=A', '')).toBe('?filter=A');
  expect(carryFilter('?filter=1999&x=1', '?backButton=true')).toBe('?backButton=true&filter=1999');
});

test('no change when the next location has its own filter or there was none', () => {
  expect(carryFilter('?filter=A', '?filter=B')).toBeNull();
  expect(carryFilter('', '?q=1')).toBeNull();
});

test('an empty filter clears it', () => {
  expect(carryFilter('?filter=A', '?filter=')).toBe('');
  expect(carryFilter('?filter=A', '?filter=&x=1')).toBe('?x=1');
});

test('the preview time is carried between public pages, not to others, and never over a time of its own', () => {
  const at = '?previewAt=2026-10-10T19%3A30%3A00.000Z';
  expect(carryPreviewAt(at, '', '/category/s1/c1')).toBe(at);
  expect(carryPreviewAt(`${at}&filter=A`, '?filter=A', '/entry/s1/c1/e1')).toBe(`?filter=A&${at.slice(1)}`);
  expect(carryPreviewAt(at, '', '/settings/s1/activity')).toBeNull();
  expect(carryPreviewAt(at, '?previewAt=2027-01-01T00%3A00%3A00.000Z', '/home/s1')).toBeNull();
  expect(carryPreviewAt('', '', '/home/s1')).toBeNull();
});

test('a page shows one preview time: another time, or none, is a fresh load', () => {
  const shown = '2026-10-10T19:30:00.000Z';
  expect(needsFreshLoad('?previewAt=2026-10-10T19%3A30%3A00.000Z', shown)).toBe(false);
  expect(needsFreshLoad('?previewAt=2026-10-10T14%3A30%3A00-05%3A00', shown)).toBe(false);
  expect(needsFreshLoad('', shown)).toBe(true);
  expect(needsFreshLoad('?previewAt=2026-10-11T19%3A30%3A00.000Z', shown)).toBe(true);
  expect(needsFreshLoad('?filter=A', null)).toBe(false);
  expect(needsFreshLoad('?previewAt=2026-10-10T19%3A30%3A00.000Z', null)).toBe(true);
});
