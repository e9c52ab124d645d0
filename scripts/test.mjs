#!/usr/bin/env node
// The whole test command CI runs: unit + API tests and the build side by side, then the end-to-end journeys on
// three workers, each with a product of its own; lint and type-check run throughout at the lowest priority. Prints
// each step's time, the journeys that needed their retry (flaky) and the failures by name, and a closing line
// "N passed, N failed" summing Jest and Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightOutcome } from './test-summary.mjs';

const out = mkdtempSync(join(tmpdir(), 'laurel-test-'));
// Products and demo imports of the run share their resized demo photos (services/api/src/services/media/variant-cache.ts),
// and the products the tests start read their compiled route schemas back as the Jest apps do (SCHEMA_CODE_CACHE:
// services/api/src/plugins/app/schema-code-cache.ts; compiling them was 40% of a start's CPU).
// Every Node process of the run (Jest's workers, the products, Playwright, the build, lint) gets a 32 MB young
// generation: measured on the largest API test group, 5-8 % less CPU than Node's default (fewer scavenges).
const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ');
const env = {
  ...process.env,
  NODE_OPTIONS: nodeOptions,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  FORCE_COLOR: '0',
  VARIANT_CACHE_DIR: process.env.VARIANT_CACHE_DIR ?? join(process.cwd(), 'node_modules/.cache/laurel-variants'),
  SCHEMA_CODE_CACHE: process.env.SCHEMA_CODE_CACHE ?? join(process.cwd(), 'node_modules/.cache/laurel-schemas'),
};
const times = [];

/** Runs a step; `live` streams its output, otherwise it is printed whole when the step ends; `nice` runs it at the lowest priority. */
function step(name, cmd, args, { extraEnv = {}, live = false, nice = false } = {}) {
  const started = Date.now();
  console.log(`=== ${name}: started (${nice ? 'nice -n 19 ' : ''}${cmd} ${args.join(' ')})`);
  if (nice) [cmd, args] = ['nice', ['-n', '19', cmd, ...args]];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...env, ...extraEnv }, stdio: live ? 'inherit' : 'pipe' });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!live) process.stdout.write(`\n=== ${name} output\n${Buffer.concat(chunks).toString()}`);
      console.log(`=== ${name} ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      times.push({ name, seconds, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const begun = Date.now();
// What the tests need from Debian, installed on a fresh machine (needs root): the headless shell the journeys
// drive, and nginx with envsubst (deploy/edge.conf and the cluster test run behind the real nginx).
const debian = [];
if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium-headless-shell'))
  debian.push('chromium-headless-shell', 'fonts-dejavu-core');
if (!existsSync('/usr/sbin/nginx')) debian.push('nginx-light');
if (!existsSync('/usr/bin/envsubst')) debian.push('gettext-base');
if (debian.length > 0) {
  spawnSync(
    'bash',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debian.join(' ')}`],
    { stdio: 'inherit' },
  );
}

const jestJson = join(out, 'jest.json');
const pwJson = join(out, 'playwright.json');
// Two cores, measured: Jest and the build want both; the journeys leave about a third of them idle (pages wait
// for timers, screens and servers). Lint and type-check have no clock to miss, so they run from the start at the
// lowest priority (nice 19): they take only what the others leave, mostly during the journeys. The journeys
// follow Jest and the build: started beside Jest, both were starved (Jest's app starts passed their 30 s hooks).
const background = [
  step('lint', 'npm', ['run', 'lint'], { nice: true }),
  step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { nice: true }),
];
const [jestOk, buildOk] = await Promise.all([
  step('unit and API tests', 'npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`]),
  step('build', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--skip-nx-cache']),
]);
const results = [jestOk, buildOk];
if (buildOk) {
  results.push(
    await step('end-to-end', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      // Three workers (three products): the journeys wait on timers, screens and servers for about a third of
      // their time, so on two cores a third worker fills what two leave idle.
      extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, E2E_WORKERS: process.env.E2E_WORKERS ?? '3' },
      live: true,
    }),
  );
}
results.push(...(await Promise.all(background)));
const ok = results.every(Boolean);
let passed = 0;
let failed = 0;
const jest = readJson(jestJson);
const failures = [];
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  for (const file of jest.testResults)
    for (const t of file.assertionResults)
      if (t.status === 'failed') failures.push(`jest: ${file.name.replace(process.cwd() + '/', '')} › ${t.fullName}`);
} else failed += 1;

const pw = buildOk ? readJson(pwJson) : null;
const flaky = [];
if (pw) {
  const outcome = playwrightOutcome(pw);
  passed += outcome.passed;
  failed += outcome.failed;
  flaky.push(...outcome.flaky);
  failures.push(...outcome.failures);
} else failed += 1;

console.log('\n=== Summary');
for (const t of times)
  console.log(`${t.ok ? 'ok    ' : 'FAILED'} ${t.name.padEnd(20)} ${String(t.seconds).padStart(5)} s`);
console.log(`whole run ${Math.round((Date.now() - begun) / 1000)} s`);
if (pw) console.log(`journeys: ${pw.stats.expected + (pw.stats.flaky ?? 0) + pw.stats.unexpected} run`);
console.log(flaky.length ? `Flaky (passed on retry):\n  ${flaky.join('\n  ')}` : 'Flaky (passed on retry): none');
if (failures.length) console.log(`Failed:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
