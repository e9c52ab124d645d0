import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSingletons } from '../../tools/federation-shared';

const pkg = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * The cms remote: `./edit-controls` (the in-page editing controls, loaded by the shell only in CMS mode)
 * and `./pages` (the editing workrooms the shell routes to). Shared singletons follow the product's one
 * policy (docs/decisions.md); the editing libraries (rich text, drag and drop, cropping) stay in here.
 */
export const federationConfig = {
  name: 'cms',
  exposes: {
    './edit-controls': './src/app/edit-controls.ts',
    './pages': './src/app/pages.ts',
  },
  shared: sharedSingletons(pkg.dependencies),
  dts: false,
  experiments: {
    // Uses the shell's federation runtime (`provideExternalRuntime`), like public-site: no second copy.
    externalRuntime: true,
    optimization: { target: 'web' as const },
  },
};
