/** The Canva importer's tests: an app pointed at the Canva stand-in, and an admin's account connected through it. */
import type { StandInCanva } from '@laurel/testing/stand-ins/canva';
import { buildTestApp, type TestApp, type TestRole } from './build-test-app';

export function buildCanvaApp(canva: StandInCanva, outboundAllow = ['127.0.0.1']): Promise<TestApp> {
  return buildTestApp({
    outboundAllow,
    publicOrigins: ['http://halls.test'],
    canva: {
      clientId: canva.clientId,
      clientSecret: canva.clientSecret,
      apiBase: canva.apiBase,
      authorizeUrl: canva.authorizeUrl,
      redirectUri: null,
      scopes: 'design:meta:read design:content:read profile:read',
    },
  });
}

/** Connect → Canva's consent page (Allow or Cancel) → the query Canva sends back, as the page passes it on. */
export async function connectCanva(
  t: TestApp,
  canva: StandInCanva,
  role: TestRole,
  siteId: string,
  allow = true,
): Promise<{ status: number; body: Record<string, unknown>; authorizationUrl: string }> {
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/v1/sites/${siteId}/canva/connect`,
    headers: { ...t.as(role), host: 'halls.test' },
  });
  if (start.statusCode !== 200) throw new Error(`connect: ${start.statusCode} ${start.body}`);
  const { authorizationUrl } = start.json();
  const back = new URL(canva.approve(authorizationUrl, allow));
  const res = await t.req(
    role,
    'POST',
    `/api/v1/sites/${siteId}/canva/connect/finish`,
    Object.fromEntries(back.searchParams),
  );
  return { status: res.statusCode, body: res.json(), authorizationUrl };
}

/** Polls an import until it is done or failed (each read moves it on). */
export async function pollImport(t: TestApp, role: TestRole, siteId: string, importId: string) {
  for (let i = 0; i < 20; i++) {
    const res = await t.req(role, 'GET', `/api/v1/sites/${siteId}/canva/imports/${importId}`);
    if (res.statusCode !== 200) throw new Error(`poll: ${res.statusCode} ${res.body}`);
    const body = res.json();
    if (body.state === 'done' || body.state === 'failed') return body;
  }
  throw new Error('the import did not finish in 20 polls');
}
