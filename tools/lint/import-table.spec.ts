/**
 * `npm run lint` enforces ARCHITECTURE.md's import table: small files, linted in memory at real paths of the
 * repository with the repository's own ESLint config, must fail for each kind of violation and pass for
 * allowed imports.
 */
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';

const ROOT = join(__dirname, '../..');
// eslint.config.cjs is CommonJS so it loads here without Node's ESM loader.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(join(ROOT, 'eslint.config.cjs')) as Linter.Config[];
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

const TABLE_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'import-x/no-relative-packages',
  'import-x/no-restricted-paths',
]);

/** The import-table errors for `code` placed at `file` (a path that does not exist yet, beside real files). */
async function tableErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId && TABLE_RULES.has(m.ruleId)).map((m) => m.message);
}

const violations: [string, string, string][] = [
  // [why, file, code]
  ['an app imports another app', 'apps/public-site/src/app/zz-lint.ts', "export * from '@laurel/cast';"],
  ['a remote imports the shell', 'apps/public-site/src/app/zz-lint.ts', "import '@laurel/shell';"],
  [
    'a remote reaches the shell by a relative path',
    'apps/cast/src/app/zz-lint.ts',
    "import { routes } from '../../../shell/src/routes/route-table';\nexport { routes };",
  ],
  [
    'a remote loads the shell with import()',
    'apps/cast/src/app/zz-lint.ts',
    "export const s = () => import('@laurel/shell');",
  ],
  ['libs/domain imports one of ours', 'libs/domain/src/rules/zz-lint.ts', "import '@laurel/theme';"],
  [
    'libs/domain climbs into another lib',
    'libs/domain/src/rules/zz-lint.ts',
    "export * from '../../../theme/src/tokens';",
  ],
  ['libs/embedded-mongo imports one of ours', 'libs/embedded-mongo/src/zz-lint.ts', "import '@laurel/domain';"],
  ['libs/theme imports the API client', 'libs/theme/src/zz-lint.ts', "import '@laurel/api-client';"],
  ['libs/ui imports the API client', 'libs/ui/src/components/zz-lint.ts', "import '@laurel/api-client';"],
  ['libs/api-client imports libs/ui', 'libs/api-client/src/zz-lint.ts', "import '@laurel/ui';"],
  ['browser code imports services/api', 'apps/shell/src/zz-lint.ts', "import '@laurel/api';"],
  [
    'browser code reaches services/api by a relative path',
    'libs/api-client/src/zz-lint.ts',
    "export { buildApp } from '../../../services/api/src/app';",
  ],
  ['the server imports libs/ui', 'services/api/src/zz-lint.ts', "import '@laurel/ui';"],
  ['the server imports the API client', 'services/api/src/zz-lint.ts', "import '@laurel/api-client';"],
  ['the server imports an app', 'services/api/src/zz-lint.ts', "import '@laurel/public-site';"],
  ['the server imports the browser theme entry', 'services/api/src/zz-lint.ts', "import '@laurel/theme';"],
  ['the server requires browser code', 'services/api/src/zz-lint.cjs', "require('@laurel/ui');"],
  [
    'the server reaches an app by a relative path',
    'services/api/src/zz-lint.ts',
    "export * from '../../../apps/public-site/src/remote-entry';",
  ],
  ['the journeys import our code', 'e2e/tests/zz-lint.ts', "import '@laurel/domain';"],
  ['product code imports the test tooling', 'services/api/src/zz-lint.ts', "import '@laurel/testing/stand-ins/x-api';"],
  ['an app imports the test tooling', 'apps/shell/src/zz-lint.ts', "import '@laurel/testing/start-product';"],
  [
    'a test reaches the stand-ins by a relative path',
    'services/api/test/zz-lint.spec.ts',
    "export * from '../../../tools/testing/stand-ins/x-api';",
  ],
  [
    "a feature reaches into another feature's inside",
    'apps/settings/src/features/activity/components/zz-lint.ts',
    "export { useSettingsGetUsersQuery } from '../../users/api/users-endpoints';",
  ],
  [
    "a feature loads another feature's inside with import()",
    'apps/settings/src/features/seo/zz-lint.ts',
    "export const page = () => import('../users/components/users-page');",
  ],
  [
    "a feature imports another feature's stylesheet",
    'apps/settings/src/features/rocketcast/zz-lint.ts',
    "import '../activity/activity.css';",
  ],
  [
    "a cast feature reaches into another cast feature's inside",
    'apps/cast/src/features/preview/zz-lint.ts',
    "export { CastPlayer } from '../player/components/cast-player';",
  ],
  [
    "a cast feature imports another cast feature's stylesheet",
    'apps/cast/src/features/pairing/zz-lint.ts',
    "import '../player/components/cast-stage.css';",
  ],
];

test.each(violations)('%s fails lint', async (_why, file, code) => {
  expect(await tableErrors(file, code)).not.toEqual([]);
});

test('the message names the rule that was broken', async () => {
  const [message] = await tableErrors('services/api/src/zz-lint.ts', "import '@laurel/ui';");
  expect(message).toContain(
    'services/api may import only @laurel/domain, @laurel/embedded-mongo, @laurel/theme/colors',
  );
});

const allowed: [string, string, string][] = [
  [
    'an app imports the libs',
    'apps/public-site/src/app/zz-lint.ts',
    "import '@laurel/domain';\nimport '@laurel/theme';\nimport '@laurel/api-client';\nimport '@laurel/ui';",
  ],
  [
    'an app imports its own files',
    'apps/public-site/src/features/home/zz-lint.ts',
    "export * from '../../app/page-frame';",
  ],
  [
    'libs/ui imports domain and theme',
    'libs/ui/src/components/zz-lint.ts',
    "import '@laurel/domain';\nimport '@laurel/theme';",
  ],
  ['libs/theme imports domain', 'libs/theme/src/zz-lint.ts', "import '@laurel/domain';"],
  ['libs/api-client imports domain', 'libs/api-client/src/zz-lint.ts', "import '@laurel/domain';"],
  [
    'the server imports domain, embedded-mongo and theme colours',
    'services/api/src/zz-lint.ts',
    "import '@laurel/domain';\nimport '@laurel/embedded-mongo';\nexport const c = () => import('@laurel/theme/colors');",
  ],
  ['libs/domain imports its own files', 'libs/domain/src/rules/zz-lint.ts', "export * from '../schemas';"],
  [
    'API tests, benches and journeys use the test tooling',
    'services/api/test/routes/zz-lint.spec.ts',
    "import '@laurel/testing/stand-ins/x-api';\nimport '@laurel/domain';",
  ],
  ['a bench starts the product', 'apps/shell/bench/zz-lint.ts', "import '@laurel/testing/start-product';"],
  ['a journey uses a stand-in', 'e2e/tests/zz-lint.spec.ts', "import '@laurel/testing/stand-ins/pendo';"],
  [
    'build configuration uses the root tools',
    'apps/cast/zz-lint.config.ts',
    "export * from '../../tools/federation-shared';",
  ],
  [
    'a feature imports another feature through its index.ts',
    'apps/settings/src/features/activity/components/zz-lint.ts',
    "export { useSettingsGetUsersQuery } from '../../users';",
  ],
  [
    'a cast feature imports another through its index.ts, and the shared lib and components',
    'apps/cast/src/features/preview/zz-lint.ts',
    "export { CastPlayer } from '../player';\nexport * from '../../lib/site-look';\nimport '../../components/cast-frame.css';",
  ],
  [
    'a feature imports its own files and the shared components',
    'apps/settings/src/features/users/components/zz-lint.ts',
    "export * from '../api/users-endpoints';\nexport * from '../../../components/field';",
  ],
];

test.each(allowed)('%s passes lint', async (_why, file, code) => {
  expect(await tableErrors(file, code)).toEqual([]);
});
