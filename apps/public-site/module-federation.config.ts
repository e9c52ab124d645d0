import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const LIB_VERSION = '0.1.0';
const singleton = (requiredVersion: string) => ({ singleton: true, strictVersion: true, requiredVersion });
const lib = { ...singleton(LIB_VERSION), version: LIB_VERSION };

/**
 * The public-site remote: `./pages` exposes HomePage, CategoriesPage, SubCategoriesPage, CategoryPage and
 * EntryPage. Shared singletons follow the product's one policy (docs/decisions.md).
 */
export const federationConfig = {
  name: 'public_site',
  exposes: { './pages': './src/remote-entry.ts' },
  shared: {
    react: singleton(pkg.dependencies.react),
    'react-dom': singleton(pkg.dependencies['react-dom']),
    'react-router': singleton(pkg.dependencies['react-router']),
    'react-redux': singleton(pkg.dependencies['react-redux']),
    '@reduxjs/toolkit': singleton(pkg.dependencies['@reduxjs/toolkit']),
    '@laurel/api-client': lib,
    '@laurel/ui': lib,
    '@laurel/theme': lib,
  },
  dts: false,
  experiments: {
    // The shell (built with `provideExternalRuntime`) hands its federation runtime to this remote, so the
    // remote entry does not ship a second copy (~34 KB gzip). The standalone page is a plain bundle.
    externalRuntime: true,
    optimization: { target: 'web' as const },
  },
};
