// The API's production build (services/api/dist, made by services/api/scripts/build.mjs): whether it is missing or
// older than a source file it is made from, and building it. scripts/start.mjs builds it before starting.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The folders whose TypeScript is bundled into the API's build. */
const SOURCES = ['services/api/src', 'libs/domain/src', 'libs/theme/src', 'libs/embedded-mongo/src'];

function newestIn(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestIn(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Why the API must be built before starting ('missing' or 'stale'), or null when its build is current. */
export function apiBuildNeeded(root) {
  const built = join(root, 'services/api/dist/server.js');
  if (!existsSync(built)) return 'missing';
  const at = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestIn(join(root, s)) > at) ? 'stale' : null;
}

/** Builds the API (about a second); exits the process when the build fails. */
export function buildApi(root) {
  const r = spawnSync(process.execPath, [join(root, 'services/api/scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
