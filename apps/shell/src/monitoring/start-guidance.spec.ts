import { makeStore } from '@laurel/api-client';
import { guidanceOptions } from './start-guidance';
import { guidanceAllowed } from './use-guidance';

const signedIn = {
  ...makeStore().getState().session,
  isAuth: true,
  userEmail: 'coach@school.test',
  hasSignedAgreements: true,
};

test('the guidance tool starts only for a signed-in user who signed the agreements, never on a kiosk', () => {
  expect(guidanceAllowed(signedIn)).toBe(true);
  expect(guidanceAllowed({ ...signedIn, hasSignedAgreements: false })).toBe(false);
  expect(guidanceAllowed({ ...signedIn, isAuth: false })).toBe(false);
  expect(guidanceAllowed({ ...signedIn, touchScreen: true })).toBe(false);
});

test('the visitor id is the e-mail and the role admin or user', () => {
  const config = { apiKey: 'k', env: 'io' };
  const visitor = { email: 'coach@school.test', isAdmin: false, clientID: 'c1', organizationName: 'Northfield' };
  expect(guidanceOptions(config, visitor)).toEqual({
    apiKey: 'k',
    env: 'io',
    visitor: { id: 'coach@school.test', email: 'coach@school.test', role: 'user' },
    account: { id: 'c1', name: 'Northfield' },
  });
  expect(guidanceOptions(config, { ...visitor, isAdmin: true }).visitor.role).toBe('admin');
});
