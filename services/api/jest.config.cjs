const path = require('node:path');
const preset = require('../../jest.preset.cjs');
const { allMembers, groupedRun } = require('./test/groups.cjs');

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A whole-suite run runs most API specs through test/api-group-*.spec.ts (test/groups.cjs); otherwise each on its own.
const ignored = groupedRun() ? allMembers().map((f) => `^${escape(f)}$`) : ['/test/api-group-\\d+\\.spec\\.ts$'];
module.exports = {
  ...preset,
  displayName: '@laurel/api',
  rootDir: __dirname,
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, ...ignored],
  setupFilesAfterEnv: ['<rootDir>/test/helpers/jest-setup.ts'],
  // jose, openid-client and oauth4webapi (OpenID Connect) are ESM-only and @fastify/cookie loads `cookie` with a dynamic import: transform both to CommonJS.
  // file-type (media content sniffing) is ESM-only with only an "import" export condition: map it to its file and transform it and @borewit.
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) =>
    p.replace('(?!(cookie|', '(?!(cookie|@fastify/cookie|jose|openid-client|oauth4webapi|@borewit|'),
  ),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^file-type$': path.join(__dirname, '../../node_modules/file-type/index.js'),
  },
};
