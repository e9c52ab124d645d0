import pkg from './package.json';
import routerPkg from 'react-router/package.json';
import toolkitPkg from '@reduxjs/toolkit/package.json';
import { sharedSingletons } from '../../tools/federation-shared';

/**
 * The shell is the host. It holds NO remote URLs: `src/main.ts` fetches `/remotes.json` at start and
 * registers whatever is deployed. Shared singletons follow the one policy of every app (docs/decisions.md).
 */
export const mfConfig = {
  name: 'shell',
  remotes: {},
  dts: false,
  // Shared modules come from whoever loaded them first (the shell): remotes are fetched only when a page
  // needs them, so a broken or slow remote cannot hold up or break the start of the app.
  shareStrategy: 'loaded-first' as const,
  experiments: {
    // Remotes built with `externalRuntime: true` use this runtime instead of shipping their own copy.
    provideExternalRuntime: true,
    // Browser only: drop the Node loading code from the runtime.
    optimization: { target: 'web' as const },
  },
  shared: {
    ...sharedSingletons(pkg.dependencies),
    // Provided from modules that re-export only what the apps use (the rest is tree-shaken away).
    'react-router': {
      ...sharedSingletons(pkg.dependencies)['react-router'],
      import: './src/federation/shared/react-router-slim.ts',
      version: routerPkg.version,
    },
    '@reduxjs/toolkit': {
      ...sharedSingletons(pkg.dependencies)['@reduxjs/toolkit'],
      import: './src/federation/shared/redux-toolkit-slim.ts',
      version: toolkitPkg.version,
    },
  },
};
