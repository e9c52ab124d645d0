import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';

/**
 * The screens' service workers (the cast player's `dist/sw.js`, the kiosk's `apps/shell/dist/kiosk-sw.js`),
 * each built after its app (the worker lists the app's files): one TypeScript entry for a web worker, with
 * `"__SCREEN_BUILD__"` in its source replaced by `{version, assets}`. The version is a hash of the built
 * files' names (content-hashed) and of the app's HTML, so every build that changes anything gets fresh caches.
 */
const PLACEHOLDER = /(["'`])__SCREEN_BUILD__\1/;

export interface WorkerBuild {
  /** The app's folder (its rspack context). */
  dir: string;
  production: boolean;
  /** The rspack config name this build runs after. */
  dependsOn: string;
  entry: string;
  filename: string;
  /** The app's HTML (part of the version). */
  html: string;
  /** URL prefix of the app's files as served. */
  assetPrefix: string;
}

export function workerBuildInfo(dist: string, html: string, assetPrefix: string, worker: string) {
  const files = readdirSync(dist)
    .filter((f) => /\.(js|css)$/.test(f) && f !== worker)
    .sort();
  const hash = createHash('sha256').update(files.join('\n'));
  if (existsSync(join(dist, html))) hash.update(readFileSync(join(dist, html)));
  return { version: hash.digest('hex').slice(0, 12), assets: files.map((f) => assetPrefix + f) };
}

class WorkerBuildInfoPlugin {
  constructor(private readonly build: WorkerBuild) {}
  apply(compiler: Compiler): void {
    const { filename, html, assetPrefix } = this.build;
    compiler.hooks.thisCompilation.tap('WorkerBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WorkerBuildInfo', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const source = compilation.getAsset(filename)?.source.source().toString() ?? '';
          if (!PLACEHOLDER.test(source)) {
            compilation.errors.push(
              new rspack.WebpackError(`${filename}: the __SCREEN_BUILD__ placeholder is missing`),
            );
            return;
          }
          const build = workerBuildInfo(compiler.options.output.path!, html, assetPrefix, filename);
          const info = JSON.stringify(JSON.stringify(build));
          compilation.updateAsset(filename, new rspack.sources.RawSource(source.replace(PLACEHOLDER, () => info)));
        },
      );
    });
  }
}

export function serviceWorkerConfig(build: WorkerBuild): Configuration {
  return {
    name: 'service-worker',
    dependencies: [build.dependsOn],
    mode: build.production ? 'production' : 'development',
    context: build.dir,
    target: 'webworker',
    entry: { [build.filename.replace(/\.js$/, '')]: build.entry },
    output: { path: join(build.dir, 'dist'), filename: build.filename, clean: false, iife: true },
    devtool: false,
    // @laurel/* from the libraries' sources (tsconfig paths), as in the apps' builds.
    resolve: { extensions: ['.ts', '.js'], tsConfig: join(__dirname, '..', 'tsconfig.base.json') },
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
    plugins: [new WorkerBuildInfoPlugin(build)],
    optimization: { minimize: build.production },
    performance: { hints: false },
  };
}
