/**
 * Sealed values for the sign-in round trip: JWE (dir + A256GCM, `jose`) under a key derived from the API's
 * JWT secret, so a cookie's content can be neither read nor changed by the browser, and any replica can open
 * it (no server-side state for a sign-in in progress). Also seals single strings for storage at rest.
 */
import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

/** A sealed value and how long it stays valid (a cookie that carries it lives as long). */
export interface Sealed {
  value: string;
  maxAge: number;
}

const keys = new Map<string, Uint8Array>();

function keyFor(secret: string, purpose: string): Uint8Array {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = new Uint8Array(createHash('sha256').update(`laurel:${purpose}:`).update(secret).digest());
    keys.set(id, key);
  }
  return key;
}

/** Seals `payload` for `ttlSeconds`; `purpose` separates keys (a link cookie never opens as a sign-in one). */
export function seal(secret: string, purpose: string, payload: JWTPayload, ttlSeconds: number): Promise<string> {
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .encrypt(keyFor(secret, purpose));
}

/** The sealed payload, or null when it is missing, expired, tampered with or sealed for another purpose. */
export async function unseal<T extends object>(
  secret: string,
  purpose: string,
  sealed: string | undefined,
): Promise<(T & JWTPayload) | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, keyFor(secret, purpose));
    return payload as T & JWTPayload;
  } catch {
    return null;
  }
}

const AT_REST_TTL = 400 * 86_400;

/** A string sealed for storage (e.g. a provider refresh token in the database). */
export const sealString = (secret: string, value: string) => seal(secret, 'at-rest', { v: value }, AT_REST_TTL);

export async function unsealString(secret: string, sealed: string | null | undefined): Promise<string | null> {
  const payload = await unseal<{ v?: string }>(secret, 'at-rest', sealed ?? undefined);
  return typeof payload?.v === 'string' ? payload.v : null;
}
