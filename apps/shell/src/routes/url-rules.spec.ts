import { carryFilter, hashToPath } from './url-rules';

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
