import { decideRootRedirect } from './root-rule';
import { safeReturnPath, siteIdFromPath } from './site-paths';

test('reads the site id of every site route, not of other routes', () => {
  expect(siteIdFromPath('/home/default')).toBe('default');
  expect(siteIdFromPath('/entry/west%20high/c/e')).toBe('west high');
  expect(siteIdFromPath('/settings/s1/users')).toBe('s1');
  expect(siteIdFromPath('/login/s2')).toBe('s2');
  expect(siteIdFromPath('/home/lookup')).toBeNull();
  expect(siteIdFromPath('/cast-screen/abc')).toBeNull();
  expect(siteIdFromPath('/')).toBeNull();
});

test('only same-site paths are accepted as return targets', () => {
  expect(safeReturnPath('/settings/default/users')).toBe('/settings/default/users');
  expect(safeReturnPath('//evil.test/x')).toBeNull();
  expect(safeReturnPath('https://evil.test')).toBeNull();
  expect(safeReturnPath('/login/default')).toBeNull();
  expect(safeReturnPath(null)).toBeNull();
});

test('root: the active site, else /home/default when it exists, else /login', () => {
  expect(decideRootRedirect({ activeSiteId: 'west', defaultSite: 'unknown' })).toBe('/home/west');
  expect(decideRootRedirect({ activeSiteId: null, defaultSite: 'exists' })).toBe('/home/default');
  expect(decideRootRedirect({ activeSiteId: null, defaultSite: 'missing' })).toBe('/login');
  expect(decideRootRedirect({ activeSiteId: null, defaultSite: 'unknown' })).toBeNull();
});
