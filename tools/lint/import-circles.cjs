/**
 * No import circles in the product's source (apps, libs, services), enforced by `npm run lint`. Every edge
 * counts: static imports, `import()` (a chunk's code importing its own loader is a circle too) and type-only
 * imports (a shared type goes in a file of its own). Uses dpdm, which resolves the tsconfig's path mappings.
 * Run alone: `node tools/lint/import-circles.cjs [folder glob…]` (default: the repository's sources); exits 1 on a circle.
 */
const { join } = require('node:path');
const { parseCircular, parseDependencyTree, prettyCircular } = require('dpdm');

const ROOT = join(__dirname, '../..');
const SOURCES = ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}', 'services/*/src/**/*.ts'];

/** The circles among `files` (globs relative to `cwd`), each as its list of files. */
async function importCircles(files = SOURCES, cwd = ROOT) {
  const tree = await parseDependencyTree(files, {
    cwd,
    context: cwd,
    tsconfig: join(ROOT, 'tsconfig.base.json'),
    transform: false,
    skipDynamicImports: false,
    onProgress: () => undefined,
  });
  return parseCircular(tree, false);
}

module.exports = { importCircles, SOURCES };

if (require.main === module) {
  const [cwd, ...files] = process.argv.slice(2);
  importCircles(files.length ? files : SOURCES, cwd ?? ROOT).then(
    (circles) => {
      if (circles.length === 0) return;
      console.error(
        `Import circles (${circles.length}); break each, e.g. by moving what both sides use to a file of its own:`,
      );
      console.error(prettyCircular(circles));
      process.exitCode = 1;
    },
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
