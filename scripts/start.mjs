#!/usr/bin/env node
// `npm start`: builds the front ends if a build is missing and the API if its build is missing or older than its
// sources, then runs the API's build with node (no compiler at run time). The API starts the embedded database
// (unless MONGODB_URI is set), seeds the demo site on first start and serves the apps.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBuildNeeded, buildApi } from './api-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', 'public-site', 'cast', 'settings', 'cms'];
const missing = apps.filter(
  (a) => existsSync(join(root, 'apps', a, 'package.json')) && !existsSync(join(root, 'apps', a, 'dist')),
);
if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} (first start)…`);
  const r = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...missing.map((a) => `@laurel/${a}`)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const apiNeeds = apiBuildNeeded(root);
if (apiNeeds) {
  console.log(`Building the API (${apiNeeds === 'missing' ? 'first start' : 'sources changed'})…`);
  buildApi(root);
}
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'services/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
