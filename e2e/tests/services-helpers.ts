import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './fixtures';
import { startProduct, type Product } from '@laurel/testing/start-product';
import { DEMO_ADMIN } from './shell-helpers';

/**
 * A product instance of its own for the journeys with outside services: the API's environment points at
 * stand-in servers (@laurel/testing) and `/config.json` is a real file (CONFIG_JSON), as an operator sets them.
 */
export async function productWithServices(options: {
  env?: Record<string, string>;
  config?: object;
}): Promise<Product> {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-e2e-config-'));
  // The stand-ins listen on 127.0.0.1: allowed as an operator allows an on-premises server (OUTBOUND_ALLOW).
  // Journeys sign the demo admin in for each API call: more than the default 5 sign-ins a minute per account.
  const env: Record<string, string> = {
    OUTBOUND_ALLOW: '127.0.0.1',
    LOGIN_RATE_LIMIT: '200',
    LOGIN_ACCOUNT_RATE_LIMIT: '200',
    ...options.env,
  };
  if (options.config) {
    writeFileSync(join(dir, 'config.json'), JSON.stringify(options.config));
    env.CONFIG_JSON = join(dir, 'config.json');
  }
  const product = await startProduct({ env });
  return {
    ...product,
    async stop() {
      await product.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Calls the product's API (as the demo admin unless a token is given) and returns the JSON reply. */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<any> {
  const auth = token ?? (await signInToken(baseUrl, DEMO_ADMIN));
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${auth}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return text ? JSON.parse(text) : null;
}

export async function signInToken(baseUrl: string, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  expect(res.status).toBe(200);
  return (await res.json()).accessToken;
}
