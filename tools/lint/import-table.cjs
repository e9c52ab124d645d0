const fs = require('node:fs');
const path = require('node:path');

/**
 * ARCHITECTURE.md's import table, enforced by `npm run lint` (eslint.config.cjs):
 * - which of our packages each place may import (ESLint's `no-restricted-imports`, and `no-restricted-syntax`
 *   for `import()` and `require()`; one block per place);
 * - no relative import reaches into another package (`import-x/no-relative-packages`), so the table
 *   cannot be bypassed with `../../libs/…`;
 * - tests, benches and e2e journeys may also use the test tooling (`@laurel/testing`: stand-ins of outside
 *   services, the product started as a user starts it); product code never does;
 * - inside an app, a feature (`src/features/<name>/`) imports another feature only through its `index.ts`, its
 *   public surface, never a file inside it (`import-x/no-restricted-paths`, one zone per feature).
 */
/** Each place and the packages of ours it may import (a package allows its subpaths, e.g. `@laurel/ui/x`). */
const IMPORT_TABLE = [
  { place: 'libs/domain', may: [] },
  { place: 'libs/embedded-mongo', may: [] },
  { place: 'libs/theme', may: ['@laurel/domain'] },
  { place: 'libs/api-client', may: ['@laurel/domain'] },
  { place: 'libs/ui', may: ['@laurel/domain', '@laurel/theme'] },
  {
    place: 'libs/screens',
    may: ['@laurel/domain'],
    why: 'what kiosks and cast screens share: workers, heartbeat, watchdog',
  },
  {
    place: 'apps/*',
    may: ['@laurel/domain', '@laurel/theme', '@laurel/api-client', '@laurel/ui', '@laurel/screens'],
    why: 'libs only: never another app, so a remote never imports the shell',
  },
  {
    place: 'services/api',
    may: ['@laurel/domain', '@laurel/embedded-mongo', '@laurel/theme/colors'],
    why: 'the server never imports browser code',
  },
  { place: 'e2e', may: [], why: 'the journeys drive the browser' },
  { place: 'tools', may: [] },
  { place: 'scripts', may: [] },
];

const SOURCE = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';
/** The test tooling, and where it may be used: tests, benches and the e2e journeys. */
const TEST_TOOLING = '@laurel/testing';
const TEST_FILES = ['test/**', 'bench/**', 'tests/**', '**/*.spec.{ts,tsx}'];
const BUILD_CONFIG = ['**/*.config.{ts,mjs,cjs,js}'];

const ROOT = path.join(__dirname, '../..');

/** The apps whose features are kept apart (`src/app`, `src/features/<name>`, shared `src/lib` and `src/components`). */
const FEATURE_APPS = ['settings', 'public-site', 'cms', 'cast'];

/** One zone per feature of those apps: the other features' files are out of reach, except their `index.ts`. */
function featureZones() {
  const dirs = (dir) =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()) : [];
  return FEATURE_APPS.flatMap((app) => {
    const features = `apps/${app}/src/features`;
    return dirs(path.join(ROOT, features)).map((feature) => ({
      target: `${features}/${feature.name}`,
      from: `${ROOT}/${features}/*/**`,
      except: [`${ROOT}/${features}/${feature.name}/**`, `${ROOT}/${features}/*/index.{ts,tsx}`],
      message: `A feature imports another feature only through its index.ts (its public surface): import '../<feature>', or move what is shared to src/lib or src/components.`,
    }));
  });
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function restriction({ place, may, why }, tests = false) {
  const ours = [...may, ...(tests ? [TEST_TOOLING] : [])];
  const allowed = ours.map((name) => escape(name.slice('@laurel/'.length)));
  const regex = allowed.length ? `^@laurel/(?!(?:${allowed.join('|')})(?:/|$))` : '^@laurel/';
  const what = may.length ? `only ${may.join(', ')}` : 'nothing of ours';
  const message = `${place} may import ${what}${why ? ` (${why})` : ''}: ARCHITECTURE.md's import table.`;
  // `import()` and `require()` are not covered by no-restricted-imports; esquery regexes cannot hold a '/'.
  const selectorRegex = `/${regex.replaceAll('/', '\\x2F')}/`;
  return {
    files: tests ? TEST_FILES.map((glob) => `${place}/${glob}`) : [`${place}/${SOURCE}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${selectorRegex}]`, message },
        { selector: `CallExpression[callee.name='require'][arguments.0.value=${selectorRegex}]`, message },
      ],
    },
  };
}

function importTableConfigs({ importX }) {
  return [
    ...IMPORT_TABLE.map((row) => restriction(row)),
    // Later blocks win: a place's tests get the same list plus the test tooling.
    ...IMPORT_TABLE.map((row) => restriction(row, true)),
    {
      files: [SOURCE],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'] }),
        ],
      },
      rules: { 'import-x/no-relative-packages': ['error', { commonjs: true }] },
    },
    // A feature never reaches into another feature's inside.
    {
      files: ['apps/*/src/**'],
      plugins: { 'import-x': importX },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: featureZones() }] },
    },
    // Build configuration (rspack, module federation, Jest) may use the root's tools/ and jest.preset.cjs.
    { files: BUILD_CONFIG, rules: { 'import-x/no-relative-packages': 'off' } },
  ];
}

module.exports = { IMPORT_TABLE, FEATURE_APPS, importTableConfigs };
