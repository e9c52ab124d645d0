const preset = require('../../jest.preset.cjs');
module.exports = {
  ...preset,
  displayName: '@laurel/cms',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/test/jsdom-setup.cjs'],
};
