import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

/**
 * Writes `.gz` and `.br` beside every text asset larger than 1 KB, so the server can send them as they are
 * (`@fastify/static`'s `preCompressed`) instead of compressing on every request.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { sources, Compilation } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buf = Buffer.from(source.buffer());
            if (buf.length < 1024) continue;
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buf, { level: 9 })));
            const br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
          }
        },
      );
    });
  }
}
