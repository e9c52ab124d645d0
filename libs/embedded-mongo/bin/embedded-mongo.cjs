#!/usr/bin/env node
// Runs the TypeScript CLI through tsx (libraries in this repository are consumed as source).
require('tsx/cjs');
require('../src/cli.ts')
  .main()
  .catch((err) => {
    process.stderr.write(`embedded-mongo: ${err.message}\n`);
    process.exit(1);
  });
