#!/usr/bin/env node
// `npm start`: builds the front ends if a build is missing, then starts the API, which starts the
// embedded database (unless MONGODB_URI is set), seeds the demo site on first start and serves the apps.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
const child = spawn(
  process.execPath,
  [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'services/api/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
