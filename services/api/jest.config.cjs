const preset = require('../../jest.preset.cjs');
module.exports = {
  ...preset,
  displayName: '@laurel/api',
  rootDir: __dirname,
  // jose (OIDC token verification) is ESM-only and @fastify/cookie loads `cookie` with a dynamic import: transform both to CommonJS.
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) => p.replace('(?!(cookie|', '(?!(cookie|@fastify/cookie|jose|')),
};
