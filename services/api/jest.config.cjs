const preset = require('../../jest.preset.cjs');
module.exports = { ...preset, displayName: '@laurel/api', rootDir: __dirname };
