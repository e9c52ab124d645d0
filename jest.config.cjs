// Runs every project's unit and API tests. Each workspace has its own jest.config.cjs.
module.exports = {
  testSequencer: '<rootDir>/tools/jest-sequencer.cjs',
  projects: [
    '<rootDir>/libs/*/jest.config.cjs',
    '<rootDir>/services/*/jest.config.cjs',
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/tools/jest.config.cjs',
  ],
};
