import { makeStore, sessionActions } from '@laurel/api-client';
import { syncCmsMode, type CmsModeEnvironment } from './cms-mode';

function fakeEnvironment(pathname: string) {
  const navigateListeners = new Set<(p: string) => void>();
  const viewport = new EventTarget() as EventTarget & { matches: boolean };
  viewport.matches = false;
  const events = new EventTarget();
  let online = true;
  let path = pathname;
  const env: CmsModeEnvironment = {
    pathname: () => path,
    onNavigate(listener) {
      navigateListeners.add(listener);
      return () => navigateListeners.delete(listener);
    },
    online: () => online,
    mobileViewport: viewport,
    events: events as unknown as Window,
  };
  return {
    env,
    navigate(to: string) {
      path = to;
      navigateListeners.forEach((l) => l(to));
    },
    setMobile(mobile: boolean) {
      viewport.matches = mobile;
      viewport.dispatchEvent(new Event('change'));
    },
    setOnline(value: boolean) {
      online = value;
      events.dispatchEvent(new Event(value ? 'online' : 'offline'));
    },
  };
}

function signedInEditor() {
  const store = makeStore({ session: { styleID: 'default', ready: true } });
  store.dispatch(sessionActions.signedIn({ accessToken: 't', email: 'e@x.test', clientID: 'c' }));
  store.dispatch(
    sessionActions.authorized({
      isSiteAdmin: true,
      isInternal: false,
      hasSignedAgreements: true,
      email: 'e@x.test',
      clientID: 'c',
      organizationName: 'Org',
      categories: ['*'],
      role: 'admin',
    }),
  );
  return store;
}

test('a signed-in editor on a public page is in CMS mode; signing out turns it off', () => {
  const store = signedInEditor();
  const browser = fakeEnvironment('/home/default');
  syncCmsMode(store, browser.env);
  expect(store.getState().session.cmsMode).toBe(true);
  store.dispatch(sessionActions.signedOut());
  expect(store.getState().session.cmsMode).toBe(false);
});

test('a page at a preview time shows the site as visitors will see it: never in CMS mode', () => {
  const store = signedInEditor();
  store.dispatch(sessionActions.previewAtSet('2026-10-10T19:30:00.000Z'));
  syncCmsMode(store, fakeEnvironment('/home/default').env);
  expect(store.getState().session.cmsMode).toBe(false);
});

test('a visitor is never in CMS mode, and a kiosk never', () => {
  const store = makeStore({ session: { styleID: 'default', ready: true } });
  syncCmsMode(store, fakeEnvironment('/home/default').env);
  expect(store.getState().session.cmsMode).toBe(false);
  const kiosk = signedInEditor();
  kiosk.dispatch(sessionActions.touchScreenSet(true));
  syncCmsMode(kiosk, fakeEnvironment('/home/default').env);
  expect(kiosk.getState().session.cmsMode).toBe(false);
});

test('follows the page, the viewport and the connection, and stops when asked', () => {
  const store = signedInEditor();
  const browser = fakeEnvironment('/category/default/c1');
  const stop = syncCmsMode(store, browser.env);
  const cmsMode = () => store.getState().session.cmsMode;
  browser.navigate('/bulkCategoryEditor/default/c1');
  expect(cmsMode()).toBe(false);
  browser.navigate('/entry/default/c1/e1');
  expect(cmsMode()).toBe(true);
  browser.setMobile(true);
  expect(cmsMode()).toBe(false);
  browser.setMobile(false);
  browser.setOnline(false);
  expect(cmsMode()).toBe(false);
  browser.setOnline(true);
  expect(cmsMode()).toBe(true);
  stop();
  browser.navigate('/recentlyDeleted/default');
  expect(cmsMode()).toBe(true);
});
