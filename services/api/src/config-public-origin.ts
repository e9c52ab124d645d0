/**
 * PUBLIC_ORIGIN: the origin(s) visitors reach Laurel at (`https://laurel.example.org`, comma-separated when it is
 * served under more than one). Every absolute URL the server writes (canonical and link-preview tags, sitemaps,
 * robots.txt, the OpenID Connect and Canva redirect addresses) is built from it, never from the request's `Host`:
 * a request for a listed origin gets that origin, any other the first one listed. Unset, it is the address the
 * server listens on (`http://HOST:PORT`; a wildcard HOST reads as loopback), which is right on one machine only.
 */
import { isIP } from 'node:net';

export class PublicOriginConfigError extends Error {}

function checked(value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const origin = url?.origin;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || origin !== value.replace(/\/$/, ''))
    throw new PublicOriginConfigError(
      `PUBLIC_ORIGIN must list origins such as https://laurel.example.org, without a path (got "${value}").`,
    );
  return origin;
}

/** `http://HOST:PORT` for the address the server listens on (0.0.0.0 and :: read as loopback). */
export function listenOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return new URL(`http://${isIP(name) === 6 ? `[${name}]` : name}:${port}`).origin;
}

export function loadPublicOrigins(env: NodeJS.ProcessEnv, host: string, port: number): string[] {
  const listed = (env.PUBLIC_ORIGIN ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(checked);
  return listed.length > 0 ? [...new Set(listed)] : [listenOrigin(host, port)];
}
