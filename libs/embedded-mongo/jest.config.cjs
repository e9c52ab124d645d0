const preset = require('../../jest.preset.cjs');
module.exports = { ...preset, displayName: '@laurel/embedded-mongo', rootDir: __dirname };
