/**
 * Authorization header values a caller must not get anything from: malformed schemes, alg "none", a wrong
 * key, expired tokens, tokens without `exp` or with a non-string `sub` (Mongo operators included), refresh-type
 * tokens and tokens of users or sessions that do not exist. Signed with node:crypto, so nothing is trusted
 * beyond what the server checks.
 */
import { createHmac } from 'node:crypto';

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

function hs256(payload: Record<string, unknown>, secret: string, header: Record<string, unknown> = {}): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT', ...header })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export interface TokenSubject {
  sub: string;
  email: string;
  role: string;
  clientID: string;
  sid: string;
}

export function hostileAuthorizations(secret: string, user: TokenSubject, internal: TokenSubject): string[] {
  const now = Math.floor(Date.now() / 1000);
  const base = { ...user, typ: 'access', iss: 'laurel', iat: now, exp: now + 600 };
  const forged = { ...internal, typ: 'access', iss: 'laurel', iat: now, exp: now + 600 };
  const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(forged)}.`;
  return [
    '',
    'Bearer',
    'Bearer ',
    'bearer ' + hs256(base, secret),
    'Basic ' + Buffer.from('admin-a@laurel.test:correct horse battery').toString('base64'),
    'Bearer null',
    'Bearer undefined',
    'Bearer a.b.c',
    'Bearer ....',
    'Bearer ' + 'x'.repeat(7000),
    'Bearer ' + none,
    'Bearer ' + none.slice(0, -1) + 'c2ln',
    'Bearer ' + hs256(forged, 'not-the-secret'),
    'Bearer ' + hs256(forged, ''),
    'Bearer ' + hs256({ ...forged, iat: now - 7200, exp: now - 3600 }, secret),
    'Bearer ' + hs256({ ...forged, exp: undefined }, secret),
    'Bearer ' + hs256({ ...forged, sub: { $ne: null } }, secret),
    'Bearer ' + hs256({ ...forged, sub: ['user-internal'] }, secret),
    'Bearer ' + hs256({ ...forged, sub: 12 }, secret),
    'Bearer ' + hs256({ ...forged, sid: { $gt: '' } }, secret),
    'Bearer ' + hs256({ ...forged, typ: 'refresh' }, secret),
    'Bearer ' + hs256({ ...forged, iss: 'evil' }, secret),
    'Bearer ' + hs256({ ...forged, sub: 'user-nobody', sid: 'session-nobody' }, secret),
    'Bearer ' + hs256({ ...forged, sid: 'session-nobody' }, secret),
    'Bearer ' + hs256({ ...forged, sub: '__proto__', sid: 'constructor' }, secret),
    'Bearer ' + hs256(forged, secret, { alg: 'HS512' }),
    'Bearer ' + hs256(forged, secret, { alg: 'RS256', kid: '../../etc/passwd', jku: 'http://127.0.0.1:1/keys' }),
    'Bearer ' + b64('{"alg":"HS256"') + '.' + b64('{') + '.x',
    `Bearer ${hs256(base, secret)}, Bearer ${hs256(forged, 'x')}`,
  ];
}
