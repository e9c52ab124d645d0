// API specs that run together in one Jest module registry on a whole-suite run (test/api-group-*.spec.ts).
// A Jest file costs ~2 CPU-s before its first test (its fresh module registry imports the API: Fastify, the
// driver, the embedded database, every route); sixty API specs in three registries save most of that. Each spec
// still builds its own app and database (its beforeAll, in a describe of its own) and closes it before the next
// spec starts. Naming a file or pattern on the command line runs the specs one by one, as before.
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

/** Folders whose specs are grouped, and those of their specs that keep a file of their own, with why. */
const FOLDERS = {
  routes: {
    // Caches that live in a module, not in an app, keyed by what every spec shares (site ids, addresses), or process.env:
    'analytics.spec.ts': 'analytics-service.ts: reports in flight, module-wide',
    'analytics-report.spec.ts': 'analytics-service.ts: reports in flight, module-wide',
    'site-analytics.spec.ts': 'process.env (Datadog keys); site-analytics-service.ts: cache by site id',
    'calendar.spec.ts': 'calendar-service.ts: last good copy by address',
    'twitter.spec.ts': 'twitter-service.ts: cache by handle',
    'twitter-feed-failure.spec.ts': 'twitter-service.ts: cache by handle',
    'oidc.spec.ts': 'provider-client.ts and token-service.ts: provider and key caches by issuer',
    'oidc-sign-in.spec.ts': 'provider-client.ts and token-service.ts: provider and key caches by issuer',
    'oidc-link-accounts.spec.ts': 'provider-client.ts and token-service.ts: provider and key caches by issuer',
    'media-shared-store.spec.ts': 'a 120 s timeout of its own',
  },
  hardening: {
    'analytics-bounds.spec.ts': 'analytics-service.ts: reports in flight, module-wide',
    'client-share.spec.ts': 'analytics-service.ts: reports in flight, module-wide',
    'bulk-atomic.spec.ts': 'starts the API as a process',
    'database-access.spec.ts': 'starts processes',
    'defence-in-depth.spec.ts': 'OpenID Connect provider caches',
    'login-throttle.spec.ts': 'builds apps of its own (buildApp)',
    'outbound-guard.spec.ts': 'calendar-service.ts: last good copy by address',
    'public-names.spec.ts': 'calendar-service.ts: last good copy by address',
    'pdf-covers.spec.ts': 'a 120 s timeout of its own; a worker thread',
    'provider-subjects.spec.ts': 'OpenID Connect provider caches',
    'public-origin.spec.ts': 'OpenID Connect provider caches',
  },
  schedules: { 'reveal-replicas.spec.ts': 'starts the API as processes' },
  versions: {},
};

const GROUPS = 3;

/** Every grouped spec, as full paths, in a stable order. */
function allMembers() {
  return Object.entries(FOLDERS).flatMap(([folder, alone]) =>
    readdirSync(join(__dirname, folder))
      .filter((f) => f.endsWith('.spec.ts') && !(f in alone))
      .sort()
      .map((f) => join(__dirname, folder, f)),
  );
}

/** The specs of group `n` (0 to GROUPS - 1), taken in turn so the groups take about as long. */
function groupMembers(n) {
  return allMembers().filter((_, i) => i % GROUPS === n);
}

/** Options that choose test files by path or by change: the groups' paths would hide their specs from them. */
const CHOOSES_FILES = /^--(testPathPatterns?|findRelatedTests|onlyChanged|changedSince|lastCommit|listTests)\b|^-o$/;

/**
 * Grouped on a whole-suite run: Jest named no test file or pattern (only options, written --name=value) and no
 * option choosing files by path or change. LAUREL_JEST_GROUPS=1 or 0 decides instead
 * (e.g. `LAUREL_JEST_GROUPS=1 npx jest api-group`).
 */
function groupedRun(argv = process.argv.slice(2), env = process.env) {
  if (env.LAUREL_JEST_GROUPS === '1' || env.LAUREL_JEST_GROUPS === '0') return env.LAUREL_JEST_GROUPS === '1';
  return argv.every((a) => a.startsWith('-') && !CHOOSES_FILES.test(a));
}

module.exports = { GROUPS, allMembers, groupMembers, groupedRun };
