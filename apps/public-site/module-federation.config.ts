import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSingletons } from '../../tools/federation-shared';

const pkg = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * The public-site remote: `./pages` exposes HomePage, CategoriesPage, SubCategoriesPage, CategoryPage and
 * EntryPage. Shared singletons follow the product's one policy (docs/decisions.md).
 */
export const federationConfig = {
  name: 'public_site',
  exposes: { './pages': './src/remote-entry.ts' },
  shared: sharedSingletons(pkg.dependencies),
  dts: false,
  experiments: {
    // The shell (built with `provideExternalRuntime`) hands its federation runtime to this remote, so the
    // remote entry does not ship a second copy (~34 KB gzip). The standalone page is a plain bundle.
    externalRuntime: true,
    optimization: { target: 'web' as const },
  },
};
