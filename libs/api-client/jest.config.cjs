const preset = require('../../jest.preset.cjs');
module.exports = { ...preset, displayName: '@laurel/api-client', rootDir: __dirname };
