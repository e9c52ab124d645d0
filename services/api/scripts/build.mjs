#!/usr/bin/env node
// Builds the API to plain JavaScript (`dist/server.js`, and the `site` and `media-move` commands) with esbuild: one CommonJS file per entry
// with this repository's own libraries (@laurel/*, consumed as TypeScript source) bundled in, and every package
// from node_modules left as a `require` (native modules such as sharp and the PDF worker's pdf.js load as they are).
// `node dist/server.js` then runs the API with no compiler at run time.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');
const started = Date.now();

/** Bare imports stay external unless they name one of this repository's workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@laurel/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The route folders (src/routes/route-folders.ts finds the same at run time from source): every folder under
 * src/routes with an index.ts, relative and sorted. The bundle has no folder tree, so the list is built in.
 */
function routeFolders(dir, under = '') {
  const found = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = under ? `${under}/${entry.name}` : entry.name;
    if (existsSync(join(dir, folder, 'index.ts'))) found.push(folder);
    found.push(...routeFolders(dir, folder));
  }
  return found.sort();
}

const result = await build({
  entryPoints: {
    server: join(root, 'src/server.ts'),
    site: join(root, 'src/cli/site.ts'),
    'media-move': join(root, 'src/cli/media-move.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  write: false,
  plugins: [externalPackages],
  define: { __ROUTE_FOLDERS__: JSON.stringify(routeFolders(join(root, 'src/routes'))) },
});
// Each file is written beside its place and renamed over it: a product starting meanwhile (the journeys start
// one per worker, each through scripts/start.mjs) reads the old build or the new one, never half of one.
mkdirSync(outdir, { recursive: true });
for (const f of result.outputFiles) {
  const temp = `${f.path}.${process.pid}.tmp`;
  writeFileSync(temp, f.contents);
  renameSync(temp, f.path);
}
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + (o.bytes ?? 0), 0);
console.log(`API built to ${outdir} in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KiB with source maps)`);
