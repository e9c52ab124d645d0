/**
 * The API's readable session hint (docs/api.md "Auth and session"): `laurel_session=1` on `/`, set beside the
 * httpOnly refresh cookie and cleared with it. Present → a token refresh is worth trying; absent → the user is
 * a visitor and the page sends no refresh request (which would only answer 401).
 */
export const SESSION_HINT_COOKIE = 'laurel_session';

/** The page's cookies (`document.cookie`), or '' outside a browser. */
export const documentCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);

/** True when the cookie string carries the session hint. */
export function hasSessionHint(cookies: string = documentCookies()): boolean {
  return cookies.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SESSION_HINT_COOKIE && Boolean(value);
  });
}
