import type { Configuration } from '@rspack/core';
import { remoteBuildBase, remotePlugins } from '../../tools/remote-build';
import { federationConfig } from './module-federation.config';

const base = remoteBuildBase(__dirname);

/**
 * The settings remote: the shell loads `./pages` through `dist/mf-manifest.json` for admins only. Each
 * settings page is its own chunk, so the charts load with Analytics and the colour pickers with General.
 */
const config: Configuration = {
  ...base,
  entry: {},
  output: { ...base.output, uniqueName: 'settings', clean: true },
  plugins: remotePlugins(federationConfig),
};

export default config;
