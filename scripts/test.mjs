#!/usr/bin/env node
// The whole test command CI runs: lint, type-check, unit + API tests, build, end-to-end journeys.
// Prints a closing line "N passed, N failed" summing Jest and Playwright.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'laurel-test-'));
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', FORCE_COLOR: '0' };
let passed = 0;
let failed = 0;

function step(name, cmd, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(`=== ${name} ${r.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  return r.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  // The end-to-end journeys drive Debian's Chromium; install it on a fresh machine (needs root).
  step('install chromium', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
  ]);
}

let ok = step('lint', 'npm', ['run', 'lint']);
ok = step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) && ok;

const jestJson = join(out, 'jest.json');
ok = step('unit and API tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestJson}`]) && ok;
const jest = readJson(jestJson);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
} else failed += 1;

ok = step('build', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--skip-nx-cache']) && ok;

const pwJson = join(out, 'playwright.json');
ok =
  step('end-to-end', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  }) && ok;
const pw = readJson(pwJson);
if (pw) {
  passed += pw.stats.expected + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected;
} else failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
