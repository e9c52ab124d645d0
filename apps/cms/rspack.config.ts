import type { Configuration } from '@rspack/core';
import { remoteBuildBase, remotePlugins } from '../../tools/remote-build';
import { federationConfig } from './module-federation.config';

/**
 * The cms remote: the shell loads `./edit-controls` and `./pages` through `dist/mf-manifest.json`, with the
 * shell's federation runtime (`experiments.externalRuntime`). No standalone page: editing needs the shell.
 */
const base = remoteBuildBase(__dirname);
const config: Configuration = {
  ...base,
  entry: {},
  output: { ...base.output, uniqueName: 'cms', clean: true },
  plugins: remotePlugins(federationConfig),
};

export default config;
