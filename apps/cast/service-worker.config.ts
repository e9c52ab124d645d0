import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ASSET_PREFIX } from './src/service-worker/routes';

/**
 * dist/sw.js, built after the player (it lists the player's files): the service worker of the standalone
 * page, served at /cast/sw.js. Its version is a hash of the built files' names (content-hashed) and of
 * standalone.html, so every build that changes anything gets fresh caches.
 */
const PLACEHOLDER = /(["'`])__CAST_BUILD__\1/;

export function castBuildInfo(dist: string): { version: string; assets: string[] } {
  const files = readdirSync(dist)
    .filter((f) => /\.(js|css)$/.test(f) && f !== 'sw.js')
    .sort();
  const hash = createHash('sha256')
    .update(files.join('\n'))
    .update(readFileSync(join(dist, 'standalone.html')));
  return { version: hash.digest('hex').slice(0, 12), assets: files.map((f) => ASSET_PREFIX + f) };
}

class CastBuildInfoPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CastBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CastBuildInfo', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const source = compilation.getAsset('sw.js')?.source.source().toString() ?? '';
          if (!PLACEHOLDER.test(source)) {
            compilation.errors.push(new rspack.WebpackError('sw.js: the __CAST_BUILD__ placeholder is missing'));
            return;
          }
          const info = JSON.stringify(JSON.stringify(castBuildInfo(compiler.options.output.path!)));
          compilation.updateAsset('sw.js', new rspack.sources.RawSource(source.replace(PLACEHOLDER, () => info)));
        },
      );
    });
  }
}

export function serviceWorkerConfig(dir: string, production: boolean, dependsOn: string): Configuration {
  return {
    name: 'service-worker',
    dependencies: [dependsOn],
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'webworker',
    entry: { sw: './src/service-worker/sw.ts' },
    output: { path: join(dir, 'dist'), filename: 'sw.js', clean: false, iife: true },
    devtool: false,
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new CastBuildInfoPlugin()],
    optimization: { minimize: production },
    performance: { hints: false },
  };
}
