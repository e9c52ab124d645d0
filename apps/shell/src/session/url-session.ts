import { LOGIN_SITE_PARAM, siteIdFromPath } from '@laurel/domain';

const TOUCH_KEY = 'laurel.touchScreen';
const SITE_KEY = 'laurel.activeSite';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Touch-screen mode: `?touchScreen=true` turns it on, `?touchScreen=false` off; the choice is kept in
 * localStorage so a kiosk stays a kiosk across reloads and navigation.
 */
export function readTouchScreen(search: string, storage: KeyValueStore | null): boolean {
  const param = new URLSearchParams(search).get('touchScreen');
  if (param === 'true' || param === '1') {
    storage?.setItem(TOUCH_KEY, 'true');
    return true;
  }
  if (param === 'false' || param === '0') {
    storage?.removeItem(TOUCH_KEY);
    return false;
  }
  return storage?.getItem(TOUCH_KEY) === 'true';
}

/**
 * The active site at start-up: the site id of the URL (or the login page's `?styleid=`), else the last site
 * used in this browser, else none.
 */
export function readActiveSite(pathname: string, search: string, storage: KeyValueStore | null): string | null {
  const fromUrl = siteIdFromPath(pathname) ?? (new URLSearchParams(search).get(LOGIN_SITE_PARAM) || null);
  return fromUrl ?? storage?.getItem(SITE_KEY) ?? null;
}

export function rememberActiveSite(siteId: string | null, storage: KeyValueStore | null): void {
  if (siteId) storage?.setItem(SITE_KEY, siteId);
  else storage?.removeItem(SITE_KEY);
}

/** localStorage, or null where it is unavailable (private mode, sandboxed frames). */
export function browserStorage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
