/**
 * tools/federation-esm-runtime.ts swaps Module Federation's CommonJS runtime files for their ES module twins
 * so the bundler can drop what we do not use (docs/decisions.md, "JS budget").
 */
import { dirname, join } from 'node:path';
import { esmTwin } from './federation-esm-runtime';

const ROOT = join(__dirname, '..');
const bundlerRuntime = dirname(require.resolve('@module-federation/webpack-bundler-runtime', { paths: [ROOT] }));

test('a federation runtime .cjs file becomes its .js twin', () => {
  expect(esmTwin(join(bundlerRuntime, 'index.cjs'))).toBe(join(bundlerRuntime, 'index.js'));
});

test('other packages and files without a twin are left alone', () => {
  expect(esmTwin(join(ROOT, 'node_modules/react/cjs/react.production.js'))).toBe(
    join(ROOT, 'node_modules/react/cjs/react.production.js'),
  );
  expect(esmTwin(join(bundlerRuntime, 'no-such-file.cjs'))).toBe(join(bundlerRuntime, 'no-such-file.cjs'));
});
