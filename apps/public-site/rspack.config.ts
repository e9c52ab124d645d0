import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { federationConfig } from './module-federation.config';

const root = join(__dirname, '..', '..');
const production = process.env.NODE_ENV !== 'development';

/**
 * The public-site remote. The shell loads `./pages` through `dist/mf-manifest.json`; the `main` entry
 * (`import('./bootstrap')`) is a standalone page (`dist/index.html`) for working on the site alone.
 */
const config: Configuration = {
  mode: production ? 'production' : 'development',
  context: __dirname,
  entry: { main: './src/main.ts' },
  output: {
    path: join(__dirname, 'dist'),
    publicPath: 'auto',
    uniqueName: 'public_site',
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
      filename: 'index.html',
      template: './src/standalone.html',
      chunks: ['main'],
      publicPath: '/remotes/public-site/',
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
  ],
  optimization: { minimize: production },
  performance: { hints: false },
};

export default config;
