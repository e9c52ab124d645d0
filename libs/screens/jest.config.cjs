const preset = require('../../jest.preset.cjs');
module.exports = { ...preset, displayName: '@laurel/screens', rootDir: __dirname };
