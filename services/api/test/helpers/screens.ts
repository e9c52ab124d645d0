/** Screen pairing as screens and admins do it (issue 24), and a heartbeat body. */
import type { HeartbeatBody, PairingStarted, ScreenKind } from '@laurel/domain';
import { IDS, type TestApp, type TestRole } from './build-test-app';

/** A screen asks for a code (from `address`, 203.0.113.x unless told). */
export async function startPairing(
  t: TestApp,
  kind: ScreenKind,
  siteId: string | undefined = kind === 'kiosk' ? IDS.siteA : undefined,
  address = '203.0.113.9',
): Promise<PairingStarted> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/screen-pairings',
    remoteAddress: address,
    payload: { kind, ...(siteId ? { siteId } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`pairing start: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A kiosk of site A paired by its admin under `name`; returns the id it runs under. */
export async function pairKiosk(t: TestApp, name: string, admin: TestRole = 'adminA'): Promise<string> {
  const { code, pairingId } = await startPairing(t, 'kiosk');
  const paired = await t.req(admin, 'POST', `/api/v1/sites/${IDS.siteA}/screen-pairings`, { code, name });
  if (paired.statusCode !== 201) throw new Error(`pairing: ${paired.statusCode} ${paired.body}`);
  return (await t.req('anonymous', 'GET', `/api/v1/screen-pairings/${pairingId}`)).json().screenId;
}

export const heartbeatBody = (body: Partial<HeartbeatBody> = {}): HeartbeatBody => ({
  screenId: 'kiosk-1',
  kind: 'kiosk',
  appVersion: 'test-1',
  contentVersion: 0,
  inSync: true,
  uptimeMs: 1000,
  memoryBytes: 20_000_000,
  lastError: null,
  reload: null,
  emergencyShown: false,
  path: '/home/site-a',
  ...body,
});
