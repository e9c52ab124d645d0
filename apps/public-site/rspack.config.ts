import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { PrecompressPlugin } from '../../tools/precompress-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { production, remoteBuildBase, remotePlugins } from '../../tools/remote-build';
import { serverBuild } from '../../tools/server-build';
import { federationConfig } from './module-federation.config';

const common = (prefix: string): Configuration => remoteBuildBase(__dirname, prefix);

/**
 * pdf.js's worker and the files it fetches on demand (standard fonts, CMaps, image decoders, colour
 * profiles), served from our own origin under `pdfjs/{version}/` (features/flipbook/pdf-loader.ts).
 */
const pdfjsDir = dirname(require.resolve('pdfjs-dist/package.json'));
const pdfjsVersion: string = JSON.parse(readFileSync(join(pdfjsDir, 'package.json'), 'utf8')).version;
const pdfjsFiles = new rspack.CopyRspackPlugin({
  patterns: [
    { from: join(pdfjsDir, 'legacy/build/pdf.worker.min.mjs'), to: `pdfjs/${pdfjsVersion}/pdf.worker.min.mjs` },
    ...['standard_fonts', 'cmaps', 'wasm', 'iccs'].map((folder) => ({
      from: join(pdfjsDir, folder),
      to: `pdfjs/${pdfjsVersion}/${folder}`,
    })),
  ],
});

/**
 * The public-site remote: the shell loads `./pages` through `dist/mf-manifest.json`. It uses the shell's
 * federation runtime (`experiments.externalRuntime` in module-federation.config.ts) instead of its own copy.
 */
const remote: Configuration = {
  ...common(''),
  name: 'remote',
  entry: {},
  output: { ...common('').output, uniqueName: 'public_site', clean: true },
  plugins: [...remotePlugins(federationConfig), pdfjsFiles],
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

/**
 * The same remote for Node (`dist/server/remoteEntry.js`, a CommonJS container): the shell's server render
 * (apps/shell/src/server) loads `./pages` from it at run time to render public pages on the server, sharing
 * the shell's React, router and store libraries as in the browser. It carries its own federation runtime.
 */
const base = common('');
const server: Configuration = serverBuild(__dirname, base, 'server');
server.dependencies = ['remote']; // the remote's build empties dist/
server.entry = {};
server.output = { ...server.output, uniqueName: 'public_site_server' };
server.plugins = [
  ...(server.plugins ?? []),
  // pdf.js never runs on the server (its loader needs the browser build's public path): a stand-in.
  new rspack.NormalModuleReplacementPlugin(/[\\/]pdf-loader$/, (resource) => {
    resource.request = resource.request.replace(/pdf-loader$/, 'pdf-loader.server');
  }),
  // Every page at once on the server (the browser loads the pages beyond Home as a chunk of their own).
  new rspack.NormalModuleReplacementPlugin(/[\\/]page-chunks$/, (resource) => {
    resource.request = resource.request.replace(/page-chunks$/, 'page-chunks.server');
  }),
  new ModuleFederationPlugin({
    ...federationConfig,
    filename: 'remoteEntry.js',
    library: { type: 'commonjs-module' },
    manifest: false,
    experiments: { optimization: { target: 'node' } },
  }),
];

export default [remote, standalone, server];
