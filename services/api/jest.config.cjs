const path = require('node:path');
const preset = require('../../jest.preset.cjs');
module.exports = {
  ...preset,
  displayName: '@laurel/api',
  rootDir: __dirname,
  // Each suite starts an embedded database; the machine's 2 cores are shared, so allow for slow starts.
  testTimeout: 30_000,
  // jose (OIDC token verification) is ESM-only and @fastify/cookie loads `cookie` with a dynamic import: transform both to CommonJS.
  // file-type (media content sniffing) is ESM-only with only an "import" export condition: map it to its file and transform it and @borewit.
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) => p.replace('(?!(cookie|', '(?!(cookie|@fastify/cookie|jose|@borewit|')),
  moduleNameMapper: { ...preset.moduleNameMapper, '^file-type$': path.join(__dirname, '../../node_modules/file-type/index.js') },
};
