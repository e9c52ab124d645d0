import { expect, type APIRequestContext, type Page } from './fixtures';
import { SITE } from './cast-helpers';

// Issue 24: a kiosk or TV counts only once an admin has paired it (the code it shows, entered in settings).

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The admin enters a code through the API (the settings form does the same; settings-rocketcast covers it). */
export async function enterCode(request: APIRequestContext, token: string, code: string, name: string) {
  const res = await request.post(`/api/v1/sites/${SITE}/screen-pairings`, {
    headers: auth(token),
    data: { code, name },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { screenId: string; kind: string; name: string };
}

/**
 * Opens a kiosk asked to show its pairing code, enters the code as the admin, and waits until the kiosk has
 * taken its new id (the code leaves its screen). Returns that id.
 */
export async function openPairedKiosk(page: Page, request: APIRequestContext, token: string, name: string) {
  await page.goto(`/home/${SITE}?touchScreen=true&pair=true`);
  const code = page.getByTestId('kiosk-pairing').getByTestId('pairing-code');
  await expect(code).toHaveText(/^[A-Z2-9]{6}$/, { timeout: 30_000 });
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/kiosk-pairing-${page.viewportSize()?.width}.png` });
  const paired = await enterCode(request, token, (await code.textContent())!, name);
  await expect(page.getByTestId('kiosk-pairing')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('laurel.kiosk.id'))).toBe(paired.screenId);
  return paired.screenId;
}

/** A kiosk paired without a browser (the requests its page makes), for journeys that send its heartbeats. */
export async function pairKioskByRequest(request: APIRequestContext, token: string, name: string) {
  const started = await request.post('/api/v1/screen-pairings', { data: { kind: 'kiosk', siteId: SITE } });
  expect(started.status(), await started.text()).toBe(201);
  const { code, pairingId } = (await started.json()) as { code: string; pairingId: string };
  await enterCode(request, token, code, name);
  const state = (await (await request.get(`/api/v1/screen-pairings/${pairingId}`)).json()) as { screenId: string };
  return state.screenId;
}
