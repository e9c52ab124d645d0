import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { join } from 'node:path';
import { mfConfig } from './module-federation.config';
import { PrecompressPlugin } from '../../tools/precompress-plugin';
import { FederationEsmRuntimePlugin } from '../../tools/federation-esm-runtime';
import { sharedSingletons } from '../../tools/federation-shared';
import { serverBuild } from '../../tools/server-build';
import { serviceWorkerConfig } from '../../tools/service-worker-build';
import pkg from './package.json';

const production = process.env.NODE_ENV !== 'development';

const client = defineConfig({
  name: 'client',
  context: __dirname,
  mode: production ? 'production' : 'development',
  devtool: production ? false : 'cheap-module-source-map',
  entry: { main: './src/main.ts' },
  output: {
    path: join(__dirname, 'dist'),
    publicPath: '/',
    filename: production ? '[name].[contenthash:10].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
    cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
    cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs'],
    // The packages' ES modules under other names, for the slim shared modules (src/federation/shared).
    // react-router's production build: its package exports only name the development one.
    alias: {
      'react-router-full$': join(__dirname, '../../node_modules/react-router/dist/production/index.mjs'),
      'redux-toolkit-full$': join(__dirname, '../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs'),
    },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
          env: { targets: 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4' },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
  },
  plugins: [
    new ModuleFederationPlugin(mfConfig),
    new FederationEsmRuntimePlugin(),
    new rspack.HtmlRspackPlugin({ template: './index.html', minify: production }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ...(production ? [new PrecompressPlugin()] : []),
  ],
  performance: { hints: false },
});

/**
 * The server render (`dist/server/render.js`, CommonJS, loaded by the API at run time): the same route tree
 * for Node, a federation host that loads the public-site remote's Node container (apps/public-site's
 * `dist/server/remoteEntry.js`) and provides the shared singletons to it (the full react-router: the server
 * needs its StaticRouter).
 */
const server = serverBuild(__dirname, client, 'server');
server.dependencies = ['client']; // the client build empties dist/
server.entry = { render: './src/server/render-entry.ts' };
server.output = { ...server.output, library: { type: 'commonjs2' } };
server.resolve = { extensions: ['.ts', '.tsx', '.js', '.mjs'] };
server.plugins = [
  ...(server.plugins ?? []),
  new ModuleFederationPlugin({
    name: 'shell_server',
    remotes: {},
    dts: false,
    manifest: false,
    shareStrategy: 'loaded-first',
    shared: sharedSingletons(pkg.dependencies),
    experiments: { optimization: { target: 'node' } },
  }),
];

/**
 * `dist/kiosk-sw.js`, the kiosk's service worker (src/kiosk-worker), built after the shell (it lists the shell's
 * files) and served at /kiosk-sw.js (scope /) to touch screens.
 */
const kioskWorker = serviceWorkerConfig({
  dir: __dirname,
  production,
  dependsOn: 'client',
  entry: './src/kiosk-worker/sw.ts',
  filename: 'kiosk-sw.js',
  html: 'index.html',
  assetPrefix: '/',
});

export default [client, server, kioskWorker];
