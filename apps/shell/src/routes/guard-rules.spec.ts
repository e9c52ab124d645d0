import { decideGuard, type GuardInput } from './guard-rules';

const visitor: GuardInput = {
  access: 'public',
  urlSiteId: 'default',
  activeSiteId: 'default',
  isAuth: false,
  isAdmin: false,
  ready: true,
};

test('no site id known shows NotFound404, whatever the route', () => {
  expect(decideGuard({ ...visitor, activeSiteId: null })).toEqual({ kind: 'not-found' });
  expect(decideGuard({ ...visitor, access: 'admin', activeSiteId: null })).toEqual({ kind: 'not-found' });
});

test("'lookup' or another site id goes to Home of the active site", () => {
  expect(decideGuard({ ...visitor, urlSiteId: 'lookup' })).toEqual({
    kind: 'redirect',
    to: '/home/default',
    reason: 'other-site',
  });
  expect(decideGuard({ ...visitor, urlSiteId: 'other' })).toEqual({
    kind: 'redirect',
    to: '/home/default',
    reason: 'other-site',
  });
  expect(decideGuard({ ...visitor, activeSiteId: 'west high', urlSiteId: 'lookup' })).toMatchObject({
    to: '/home/west%20high',
  });
});

test('public routes are open to visitors and do not wait for the sign-in check', () => {
  expect(decideGuard({ ...visitor, ready: false })).toEqual({ kind: 'allow' });
});

test('editing routes wait for start-up, then send visitors to Login and let editors in', () => {
  const cms = { ...visitor, access: 'cms' as const };
  expect(decideGuard({ ...cms, ready: false })).toEqual({ kind: 'wait' });
  expect(decideGuard(cms)).toEqual({ kind: 'redirect', to: '/login/default', reason: 'sign-in' });
  expect(decideGuard({ ...cms, isAuth: true })).toEqual({ kind: 'allow' });
});

test('admin routes: visitors to Login, signed-in non-admins to Home, admins in', () => {
  const admin = { ...visitor, access: 'admin' as const };
  expect(decideGuard(admin)).toMatchObject({ to: '/login/default', reason: 'sign-in' });
  expect(decideGuard({ ...admin, isAuth: true })).toEqual({
    kind: 'redirect',
    to: '/home/default',
    reason: 'not-admin',
  });
  expect(decideGuard({ ...admin, isAuth: true, isAdmin: true })).toEqual({ kind: 'allow' });
});

test('the site check comes before the sign-in check', () => {
  expect(decideGuard({ ...visitor, access: 'admin', urlSiteId: 'other' })).toMatchObject({ reason: 'other-site' });
});
