import { previewReadUrl } from './preview-reads';

const at = '2026-10-10T19:30:00.000Z';

test('a public read of a site asks for the preview time; its own query stays', () => {
  expect(previewReadUrl('/sites/s1/categories/c1?cms=1', at)).toBe(
    `/sites/s1/categories/c1?cms=1&previewAt=${encodeURIComponent(at)}`,
  );
  for (const path of ['/sites/s1/styling', '/sites/s1/categories/tree', '/sites/s1/entries/e1', '/sites/s1/search'])
    expect(previewReadUrl(path, at)).toBe(`${path}?previewAt=${encodeURIComponent(at)}`);
});

test('other calls, and every call without a preview time, are left alone', () => {
  expect(previewReadUrl('/sites/s1/categories/c1', null)).toBe('/sites/s1/categories/c1');
  for (const url of ['/sites/s1/schedules', '/sites/s1/categories/c1/entry-names', '/me/site-ids', '/sites/s1'])
    expect(previewReadUrl(url, at)).toBe(url);
});

test("a folder's outline (a profile's pager) is read at the preview time too", () => {
  const at = '2030-01-01T00:00:00.000Z';
  expect(previewReadUrl('/sites/s1/categories/c1/outline', at)).toBe(
    `/sites/s1/categories/c1/outline?previewAt=${encodeURIComponent(at)}`,
  );
});
