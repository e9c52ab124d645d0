import { rspack, type Configuration } from '@rspack/core';
import { PrecompressPlugin } from '../../tools/precompress-plugin';
import { production, remoteBuildBase, remotePlugins } from '../../tools/remote-build';
import { federationConfig } from './module-federation.config';

const common = (prefix: string): Configuration => remoteBuildBase(__dirname, prefix);

/**
 * The public-site remote: the shell loads `./pages` through `dist/mf-manifest.json`. It uses the shell's
 * federation runtime (`experiments.externalRuntime` in module-federation.config.ts) instead of its own copy.
 */
const remote: Configuration = {
  ...common(''),
  name: 'remote',
  entry: {},
  output: { ...common('').output, uniqueName: 'public_site', clean: true },
  plugins: remotePlugins(federationConfig),
};

/**
 * A standalone page for working on the site alone (`dist/index.html`, served at /remotes/public-site/):
 * `src/main.ts` → `import('./bootstrap')` as a plain bundle with its own copies of the libraries, since no
 * host provides the federation runtime or the shared modules there. Built after the remote (same dist).
 */
const standalone: Configuration = {
  ...common('standalone-'),
  name: 'standalone',
  dependencies: ['remote'],
  entry: { main: './src/main.ts' },
  output: { ...common('standalone-').output, uniqueName: 'public_site_standalone', clean: false },
  plugins: [
    new rspack.HtmlRspackPlugin({
      filename: 'index.html',
      template: './src/standalone.html',
      chunks: ['main'],
      publicPath: '/remotes/public-site/',
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ...(production ? [new PrecompressPlugin()] : []),
  ],
};

export default [remote, standalone];
