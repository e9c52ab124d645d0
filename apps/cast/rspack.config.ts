import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from '../../tools/precompress-plugin';
import { federationConfig } from './module-federation.config';
import { serviceWorkerConfig } from './service-worker.config';

const root = join(__dirname, '..', '..');
const production = process.env.NODE_ENV !== 'development';

/**
 * One entry, `main` (`import('./bootstrap')`): the standalone player a TV loads directly at /cast/{screenId}
 * (`dist/standalone.html`, its own store). The shell uses the federated `./player` instead. The API serves
 * this dist under /remotes/cast/, so the standalone HTML points at its assets there. A second build, run after
 * this one, makes `dist/sw.js`, the standalone page's service worker (service-worker.config.ts).
 */
const config: Configuration = {
  name: 'player',
  mode: production ? 'production' : 'development',
  context: __dirname,
  entry: { main: './src/main.ts' },
  output: {
    path: join(__dirname, 'dist'),
    publicPath: 'auto',
    uniqueName: 'cast',
    filename: production ? '[name].[contenthash:8].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    clean: true,
  },
  devtool: production ? false : 'source-map',
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    tsConfig: join(root, 'tsconfig.base.json'),
  },
  experiments: { css: true },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
  },
  plugins: [
    new ModuleFederationPlugin(federationConfig),
    new rspack.HtmlRspackPlugin({
      filename: 'standalone.html',
      template: './src/standalone.html',
      chunks: ['main'],
      publicPath: '/remotes/cast/',
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ...(production ? [new PrecompressPlugin()] : []),
  ],
  optimization: { minimize: production },
  performance: { hints: false },
};

export default [config, serviceWorkerConfig(__dirname, production, 'player')];
