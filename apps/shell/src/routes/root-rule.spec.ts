import { decideRootRedirect } from './root-rule';

test('root: the active site, else /home/default when it exists, else /login', () => {
  expect(decideRootRedirect({ activeSiteId: 'west', defaultSite: 'unknown' })).toBe('/home/west');
  expect(decideRootRedirect({ activeSiteId: null, defaultSite: 'exists' })).toBe('/home/default');
  expect(decideRootRedirect({ activeSiteId: null, defaultSite: 'missing' })).toBe('/login');
  expect(decideRootRedirect({ activeSiteId: null, defaultSite: 'unknown' })).toBeNull();
});
