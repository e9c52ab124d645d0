const preset = require('../../jest.preset.cjs');
module.exports = { ...preset, displayName: '@laurel/cast', rootDir: __dirname };
