import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from '../../tools/precompress-plugin';
import { FederationEsmRuntimePlugin } from '../../tools/federation-esm-runtime';
import { production, remoteBuildBase } from '../../tools/remote-build';
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
  plugins: [
    new ModuleFederationPlugin(federationConfig),
    new FederationEsmRuntimePlugin(),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ...(production ? [new PrecompressPlugin()] : []),
  ],
};

export default config;
