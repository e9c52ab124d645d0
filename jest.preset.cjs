// Shared Jest settings: every project transforms TypeScript with @swc/jest to CommonJS.
const path = require('node:path');
const root = __dirname;
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages that must be transformed for Jest on Node 20.
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|colorjs\\.io)/)',
  ],
  moduleNameMapper: {
    '^@laurel/embedded-mongo$': path.join(root, 'libs/embedded-mongo/src/index.ts'),
    '^@laurel/domain$': path.join(root, 'libs/domain/src/index.ts'),
    '^@laurel/domain/contracts$': path.join(root, 'libs/domain/src/contracts/index.ts'),
    '^@laurel/theme$': path.join(root, 'libs/theme/src/index.ts'),
    '^@laurel/theme/colors$': path.join(root, 'libs/theme/src/colors.ts'),
    '^@laurel/api-client$': path.join(root, 'libs/api-client/src/index.ts'),
    '^@laurel/ui$': path.join(root, 'libs/ui/src/index.ts'),
    '^@laurel/screens$': path.join(root, 'libs/screens/src/index.ts'),
    '^@laurel/screens/service-worker$': path.join(root, 'libs/screens/src/service-worker/index.ts'),
    '^@laurel/ui/edit-slots$': path.join(root, 'libs/ui/src/edit-slots/index.ts'),
    '^@laurel/ui/schedule$': path.join(root, 'libs/ui/src/schedule/index.ts'),
    '^@laurel/ui/photos$': path.join(root, 'libs/ui/src/photos/index.ts'),
    '^@laurel/ui/gestures$': path.join(root, 'libs/ui/src/gestures/index.ts'),
    '^@laurel/testing/(.*)$': path.join(root, 'tools/testing/$1'),
    '\\.(css)$': path.join(root, 'scripts/jest-style-stub.cjs'),
  },
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
