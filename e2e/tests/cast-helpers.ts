import { expect, type APIRequestContext, type Page } from './fixtures';

/** Shared steps of the cast journeys: sign in as the demo admin, make a screen, open the player. */
export const ADMIN = { email: 'admin@demo.laurel.test', password: 'Northfield-Huskies-1978' };
export const SITE = 'default';
export const START = new Date('2026-03-02T09:00:00Z');

export const TEAM_BOARDS = ['Football Best Seasons', 'Basketball Best Seasons', 'Conference Titles'];

// Sign-in is rate-limited: the journeys share one token while it is valid for at least another minute.
let cached: { token: string; until: number } | null = null;

export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cached && cached.until > Date.now() + 60_000) return cached.token;
  const res = await request.post('/api/v1/auth/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken, expiresIn } = (await res.json()) as { accessToken: string; expiresIn: number };
  cached = { token: accessToken, until: Date.now() + expiresIn * 1000 };
  return accessToken;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface ScreenConfig {
  showLogo: boolean;
  showTitle: boolean;
  showQRCode: boolean;
  showPresentingSponsors: boolean;
  enableEmergencyAnnouncement: boolean;
  showAllProfilePhotos: boolean;
  timePerSlideInMs: number;
}

export const CONFIG: ScreenConfig = {
  showLogo: true,
  showTitle: true,
  showQRCode: true,
  showPresentingSponsors: true,
  enableEmergencyAnnouncement: true,
  showAllProfilePhotos: false,
  timePerSlideInMs: 5000,
};

/** A new screen of the demo site (each journey gets its own, so none depends on another). */
export async function createScreen(
  request: APIRequestContext,
  token: string,
  categoryIds: string[],
  config: Partial<ScreenConfig> = {},
): Promise<string> {
  const res = await request.post(`/api/v1/sites/${SITE}/cast-screens`, {
    headers: auth(token),
    data: {
      name: `e2e ${Date.now()}-${Math.round(Math.random() * 1e6)}`,
      categoryIds,
      config: { ...CONFIG, ...config },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { screenId: string }).screenId;
}

export async function patchScreen(
  request: APIRequestContext,
  token: string,
  screenId: string,
  patch: object,
): Promise<void> {
  const res = await request.patch(`/api/v1/cast-screens/${screenId}`, { headers: auth(token), data: patch });
  expect(res.status(), await res.text()).toBe(200);
}

export async function patchSite(request: APIRequestContext, token: string, patch: object): Promise<void> {
  const res = await request.patch(`/api/v1/sites/${SITE}`, { headers: auth(token), data: patch });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the standalone player with Playwright's clock installed and paused, and waits for the first slide. */
export async function openPlayer(page: Page, screenId: string): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto(`/cast/${screenId}`);
  await expect(page.getByTestId('cast-screen')).toHaveAttribute('data-status', 'ready');
}

/** The title of the slide on screen (not the one fading out underneath). */
export const slideTitle = (page: Page) => page.locator('.cast-layer--current [data-testid="cast-slide"] h2');
export const stage = (page: Page) => page.getByTestId('cast-screen');

/**
 * Lets the page's clock run in 10 ms steps until `attribute` of the stage reads `value`. Used where a change
 * arrives over the network (the SSE notice) at a real-time moment, with the fake clock paused meanwhile.
 */
export async function runUntil(page: Page, attribute: string, value: string, maxMs = 5000): Promise<void> {
  for (let t = 0; t < maxMs; t += 10) {
    if ((await stage(page).getAttribute(attribute)) === value) return;
    await page.clock.runFor(10);
  }
  await expect(stage(page)).toHaveAttribute(attribute, value);
}
