const preset = require('../../jest.preset.cjs');
module.exports = { ...preset, displayName: '@laurel/public-site', rootDir: __dirname };
