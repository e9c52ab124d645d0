import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSingletons } from '../../tools/federation-shared';

const pkg = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * The settings remote: `./pages` exposes `SettingsPage`, which renders the admin page named by the URL
 * (`/settings/{siteId}/{page}`). Shared singletons follow the product's one policy (docs/decisions.md); the
 * chart, colour-picker and CSV libraries are this remote's own and load only on the pages that use them.
 */
export const federationConfig = {
  name: 'settings',
  exposes: { './pages': './src/remote-entry.ts' },
  shared: sharedSingletons(pkg.dependencies),
  dts: false,
  experiments: {
    // Uses the shell's federation runtime (`provideExternalRuntime`), like the public site.
    externalRuntime: true,
    optimization: { target: 'web' as const },
  },
};
