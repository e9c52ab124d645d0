import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const LIB_VERSION = '0.1.0';
const singleton = (requiredVersion: string) => ({ singleton: true, strictVersion: true, requiredVersion });

/** The cast remote: `./player` exposes `CastScreenPage`. Shared singletons follow the product's one policy. */
export const federationConfig = {
  name: 'cast',
  exposes: { './player': './src/remote-entry.ts' },
  shared: {
    react: singleton(pkg.dependencies.react),
    'react-dom': singleton(pkg.dependencies['react-dom']),
    'react-router': singleton(pkg.dependencies['react-router']),
    'react-redux': singleton(pkg.dependencies['react-redux']),
    '@reduxjs/toolkit': singleton(pkg.dependencies['@reduxjs/toolkit']),
    '@laurel/api-client': { ...singleton(LIB_VERSION), version: LIB_VERSION },
    '@laurel/ui': { ...singleton(LIB_VERSION), version: LIB_VERSION },
    '@laurel/theme': { ...singleton(LIB_VERSION), version: LIB_VERSION },
  },
  dts: false,
  // Keeps its own federation runtime (no `externalRuntime`): the standalone page at /cast/{id} has no host.
  // Browser only: the Node loading code is left out of that runtime.
  experiments: { optimization: { target: 'web' as const } },
};
