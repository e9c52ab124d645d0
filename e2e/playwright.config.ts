import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The journeys run against the product started the way the README starts it (`npm start`),
// on a fresh data directory, so the demo site is seeded exactly as a new user sees it.
const port = Number(process.env.E2E_PORT ?? 3999);
// Screen alerts: the server e-mails a stand-in SMTP server the journey starts on this port.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
process.env.E2E_SMTP_PORT = String(smtpPort);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'laurel-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: join(__dirname, '..'),
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Every journey signs in from 127.0.0.1: more sign-ins a minute than the product's default of 10 per address
    // (the limit itself is tested by the API suite).
    // Screens report every 2 s (offline after 16 s silent) and the offline check runs every second, so the
    // screen-health journeys take seconds; webhooks may reach the journey's receiver on 127.0.0.1.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '200',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: 'Laurel <screens@laurel.test>',
      SCREEN_HEARTBEAT_MS: '2000',
      SCREEN_CHECK_INTERVAL_MS: '1000',
      OUTBOUND_ALLOW: '127.0.0.1',
    },
  },
});
