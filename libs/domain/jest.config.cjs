const preset = require('../../jest.preset.cjs');
module.exports = { ...preset, displayName: '@laurel/domain', rootDir: __dirname };
