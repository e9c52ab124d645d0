const preset = require('../../jest.preset.cjs');
module.exports = {
  ...preset,
  displayName: '@laurel/shell',
  rootDir: __dirname,
  setupFiles: ['<rootDir>/jest.setup.cjs'],
};
