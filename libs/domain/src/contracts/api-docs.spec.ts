import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDocs } from './api-docs-file';
import { renderApiDocs, routeTable } from './api-docs';
import { API_CONTRACTS, API_SECTIONS } from './index';
import { apiUrl } from './url';

const file = join(__dirname, '../../../../docs/api.md');

test('docs/api.md is what the contracts generate (run `npm run docs:api` after changing a contract)', () => {
  const current = readFileSync(file, 'utf8');
  expect(apiDocs(current, file)).toBe(current);
});

test('every contract is in one section of the docs, and a row shows its path, who and reply', () => {
  const keys = API_SECTIONS.flatMap((s) => Object.keys(s.routes));
  expect(keys.sort()).toEqual(Object.keys(API_CONTRACTS).sort());
  const users = API_SECTIONS.find((s) => s.id === 'users');
  expect(users && routeTable(users)).toContain('| DELETE | /sites/{siteId}/users/{userId} | admin | – | 204 |');
});

test('a table without its section, or a section without its table, is refused', () => {
  expect(() => renderApiDocs('<!-- api-routes:nope -->\n<!-- /api-routes -->', API_SECTIONS)).toThrow(
    /unknown section "nope"/,
  );
  expect(() => renderApiDocs('# no tables', API_SECTIONS)).toThrow(/no place for the sections health, auth/);
});

test('apiUrl fills and encodes the path parameters and the query from a contract key', () => {
  expect(apiUrl('GET /sites/:siteId/users', { siteId: 'a b' })).toBe('/sites/a%20b/users');
  expect(apiUrl('GET /sites/:siteId/versions/:kind/:itemId', { siteId: 's', kind: 'entry', itemId: 'x/y' })).toBe(
    '/sites/s/versions/entry/x%2Fy',
  );
  expect(apiUrl('GET /sites/:siteId/search', { siteId: 's' }, { cms: 1, q: 'Ada & co', skip: undefined })).toBe(
    '/sites/s/search?cms=1&q=Ada%20%26%20co',
  );
  expect(apiUrl('GET /me/site-ids')).toBe('/me/site-ids');
});
