const preset = require('../../jest.preset.cjs');
module.exports = { ...preset, displayName: '@laurel/theme', rootDir: __dirname };
