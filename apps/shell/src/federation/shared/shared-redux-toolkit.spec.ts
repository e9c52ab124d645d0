/**
 * The shell provides a slimmed `@reduxjs/toolkit` (redux-toolkit-slim.ts). Every value imported from it by
 * an app, a lib, or RTK Query's own modules (which import '@reduxjs/toolkit' and so get the shared module
 * too) must be in its list, or it would be `undefined` at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as toolkit from '@reduxjs/toolkit';
import { ROOT, missingFromWorkspace, slimExports, valueImports } from './slim-imports';

const provided = slimExports('redux-toolkit-slim.ts', 'redux-toolkit-full');
const RTK_QUERY_FILES = ['dist/query/rtk-query.modern.mjs', 'dist/query/react/rtk-query-react.modern.mjs'];

test('the slim list names real @reduxjs/toolkit exports', () => {
  expect(provided.size).toBeGreaterThan(10);
  for (const name of provided)
    expect([name, typeof (toolkit as Record<string, unknown>)[name]]).toEqual([
      name,
      expect.stringMatching(/function|object|string/),
    ]);
});

test("every value imported from '@reduxjs/toolkit' by an app or lib is provided by the shell", () => {
  expect(missingFromWorkspace('@reduxjs/toolkit', provided)).toEqual([]);
});

test("every value RTK Query imports from '@reduxjs/toolkit' is provided by the shell", () => {
  const missing = RTK_QUERY_FILES.flatMap((file) => {
    const text = readFileSync(join(ROOT, 'node_modules/@reduxjs/toolkit', file), 'utf8');
    return valueImports(text, '@reduxjs/toolkit')
      .filter((name) => !provided.has(name))
      .map((name) => `${name} (${file})`);
  });
  expect(missing).toEqual([]);
  expect(
    valueImports(
      readFileSync(join(ROOT, 'node_modules/@reduxjs/toolkit', RTK_QUERY_FILES[0]), 'utf8'),
      '@reduxjs/toolkit',
    ).length,
  ).toBeGreaterThan(10);
});
