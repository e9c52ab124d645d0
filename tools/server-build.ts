/**
 * The Node builds of the front ends, for server-side rendering (docs/decisions.md, "Server-rendered public
 * pages"): the same sources built for `async-node` into the app's `dist/server/`, loaded by the API at run time
 * from the build output (the API's own sources never import browser code). Stylesheet imports are empty there
 * (the browser loads the CSS); file names are stable; no pre-compressed copies.
 */
import { join } from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';

const production = process.env.NODE_ENV !== 'development';

/** Turns a browser build's base (TS/TSX rules, resolve) into its Node twin writing to `dist/server/`. */
export function serverBuild(appDir: string, base: Configuration, name: string): Configuration {
  const rules = (base.module?.rules ?? []).filter(
    (rule) => !(rule && typeof rule === 'object' && String((rule as RuleSetRule).test) === String(/\.css$/)),
  );
  return {
    ...base,
    name,
    target: 'async-node',
    devtool: false,
    output: {
      path: join(appDir, 'dist', 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].js',
      clean: true,
    },
    module: {
      ...base.module,
      rules: [
        ...rules,
        { test: /\.css$/, type: 'javascript/auto', loader: join(__dirname, 'empty-module-loader.cjs') },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    performance: { hints: false },
  };
}
