/**
 * What the remotes' rspack builds share: TS/TSX through swc, CSS, the workspace libs from source (tsconfig
 * paths), content-hashed names in production, `publicPath: 'auto'`, output in the app's `dist/`.
 */
import { join } from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FederationEsmRuntimePlugin } from './federation-esm-runtime';
import { PrecompressPlugin } from './precompress-plugin';

export const production = process.env.NODE_ENV !== 'development';

/** `prefix` keeps two builds writing into one dist apart (e.g. 'standalone-'). */
export function remoteBuildBase(appDir: string, prefix = ''): Configuration {
  const hashed = (ext: string) => (production ? `${prefix}[name].[contenthash:8].${ext}` : `${prefix}[name].${ext}`);
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    output: {
      path: join(appDir, 'dist'),
      publicPath: 'auto',
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
    },
    devtool: production ? false : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      tsConfig: join(__dirname, '..', 'tsconfig.base.json'),
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
    optimization: { minimize: production },
    performance: { hints: false },
  };
}

/** A remote's plugins: its federation container on the shell's ES-module runtime, NODE_ENV, precompressed files. */
export function remotePlugins(
  federationConfig: ConstructorParameters<typeof ModuleFederationPlugin>[0],
): RspackPluginInstance[] {
  return [
    new ModuleFederationPlugin(federationConfig),
    new FederationEsmRuntimePlugin(),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ...(production ? [new PrecompressPlugin()] : []),
  ];
}
