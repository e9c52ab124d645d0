import { existsSync } from 'node:fs';
import type { Compiler } from '@rspack/core';

/**
 * Module Federation's plugins find their browser runtime with `require.resolve`, which picks the packages'
 * CommonJS builds (`dist/*.cjs`). CommonJS cannot be tree-shaken, so every page shipped the whole runtime
 * (Node loaders, manifest snapshots, preloading) whatever the build flags said. The same packages ship an
 * ES module twin of each file (`dist/*.js`); this plugin swaps every `.cjs` file of `@module-federation/*`
 * for its twin, so the bundler keeps only what our builds use. Apply it after ModuleFederationPlugin.
 */
const FEDERATION_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

export function esmTwin(path: string): string {
  if (!FEDERATION_CJS.test(path)) return path;
  const twin = `${path.slice(0, -'.cjs'.length)}.js`;
  return existsSync(twin) ? twin : path;
}

export class FederationEsmRuntimePlugin {
  apply(compiler: Compiler): void {
    new compiler.rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data: { request: string }) => {
      data.request = esmTwin(data.request);
    }).apply(compiler);
    // The federation plugins set their runtime aliases to `.cjs` paths; point them at the twins.
    compiler.hooks.afterPlugins.tap('FederationEsmRuntimePlugin', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, value] of Object.entries(alias)) {
        if (typeof value === 'string') (alias as Record<string, string | false | string[]>)[key] = esmTwin(value);
      }
    });
  }
}
