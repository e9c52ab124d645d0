import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from '../../tools/precompress-plugin';
import { FederationEsmRuntimePlugin } from '../../tools/federation-esm-runtime';
import { production, remoteBuildBase } from '../../tools/remote-build';
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
  plugins: [
    new ModuleFederationPlugin(federationConfig),
    new FederationEsmRuntimePlugin(),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ...(production ? [new PrecompressPlugin()] : []),
  ],
};

export default config;
