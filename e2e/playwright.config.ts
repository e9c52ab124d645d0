import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, productForWorker, WORKERS } from './tests/products';

// The journeys run against the product started the way the README starts it (`npm start`), one product per
// worker, each on a fresh data directory, so every worker's demo site is seeded exactly as a new user sees it
// and no journey's edit reaches another worker's (tests/fixtures.ts). The data directories are made once, in
// the runner's process, and handed to the workers through the environment.
if (!process.env.E2E_DATA_DIRS) {
  process.env.E2E_DATA_DIRS = Array.from({ length: WORKERS }, () => mkdtempSync(join(tmpdir(), 'laurel-e2e-'))).join(
    ',',
  );
}
const dataDirs = process.env.E2E_DATA_DIRS.split(',');
// The products (and those journeys start themselves) share their resized demo photos: services/api's variant-cache.
process.env.VARIANT_CACHE_DIR ??= join(__dirname, '..', 'node_modules', '.cache', 'laurel-variants');
// They read their compiled route schemas back as the Jest apps do (services/api/src/plugins/app/schema-code-cache.ts).
process.env.SCHEMA_CODE_CACHE ??= join(__dirname, '..', 'node_modules', '.cache', 'laurel-schemas');

function productServer(index: number) {
  const { baseURL, smtpPort } = productForWorker(index);
  const port = new URL(baseURL).port;
  return {
    command: 'node scripts/start.mjs',
    cwd: join(__dirname, '..'),
    url: `${baseURL}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    // Every journey signs the demo accounts in from 127.0.0.1: more sign-ins a minute than the product's
    // defaults of 10 per address and 5 per account (the limits themselves are tested by the API suite).
    // Screens report every 2 s (offline after 16 s silent) and the offline check runs every second, so the
    // screen-health journeys take seconds; screen alerts are e-mailed to a stand-in SMTP server the journey
    // starts on this product's own port; webhooks may reach the journey's receiver on 127.0.0.1.
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDirs[index],
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '200',
      LOGIN_ACCOUNT_RATE_LIMIT: '200',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: 'Laurel <screens@laurel.test>',
      SCREEN_HEARTBEAT_MS: '2000',
      SCREEN_CHECK_INTERVAL_MS: '1000',
      OUTBOUND_ALLOW: '127.0.0.1',
      VARIANT_CACHE_DIR: process.env.VARIANT_CACHE_DIR!,
      SCHEMA_CODE_CACHE: process.env.SCHEMA_CODE_CACHE!,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshot baselines (tests/*-snapshots): fonts are bundled and animations stopped, so the same build
    // draws the same pixels in Debian's Chromium; a small share of differing pixels absorbs anti-aliasing.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    reducedMotion: 'reduce',
    // Journeys about offline kiosks and TVs and screens catching edits allow them (tests/fixtures.ts).
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The screenshot journeys run first, on the demo sites as `npm start` made them, so what other journeys add
  // (users, screens, folders) never reaches a baseline; the other journeys follow.
  projects: [
    { name: 'looks', testMatch: /looks-.*\.spec\.ts$/ },
    { name: 'journeys', testIgnore: /looks-.*\.spec\.ts$/, dependencies: ['looks'] },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => productServer(i)),
});
