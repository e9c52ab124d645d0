import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from '../../tools/precompress-plugin';
import { FederationEsmRuntimePlugin } from '../../tools/federation-esm-runtime';
import { production, remoteBuildBase } from '../../tools/remote-build';
import { federationConfig } from './module-federation.config';
import { serviceWorkerConfig } from './service-worker.config';

const base = remoteBuildBase(__dirname);

/**
 * One entry, `main` (`import('./bootstrap')`): the standalone player a TV loads directly at /cast/{screenId}
 * (`dist/standalone.html`, its own store). The shell uses the federated `./player` instead. The API serves
 * this dist under /remotes/cast/, so the standalone HTML points at its assets there. A second build, run after
 * this one, makes `dist/sw.js`, the standalone page's service worker (service-worker.config.ts).
 */
const config: Configuration = {
  name: 'player',
  ...base,
  entry: { main: './src/main.ts' },
  output: { ...base.output, uniqueName: 'cast', clean: true },
  plugins: [
    new ModuleFederationPlugin(federationConfig),
    new FederationEsmRuntimePlugin(),
    new rspack.HtmlRspackPlugin({
      filename: 'standalone.html',
      template: './src/standalone.html',
      chunks: ['main'],
      publicPath: '/remotes/cast/',
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ...(production ? [new PrecompressPlugin()] : []),
  ],
};

export default [config, serviceWorkerConfig(__dirname, production, 'player')];
