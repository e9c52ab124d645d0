const preset = require('../../jest.preset.cjs');
module.exports = {
  ...preset,
  displayName: '@laurel/ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/test/pointer-event-polyfill.cjs'],
};
