import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { join } from 'node:path';
import { mfConfig } from './module-federation.config';
import { PrecompressPlugin } from '../../tools/precompress-plugin';
import { FederationEsmRuntimePlugin } from '../../tools/federation-esm-runtime';

const production = process.env.NODE_ENV !== 'development';

export default defineConfig({
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
