/**
 * The shell provides a slimmed `react-router` (react-router-slim.ts) to every app through Module
 * Federation. A name an app or lib imports that the slim module lacks would be `undefined` at run time
 * inside the shell, so every value import from 'react-router' in apps/ and libs/ must be in its list.
 */
import * as reactRouter from 'react-router';
import { missingFromWorkspace, slimExports, valueImports } from './slim-imports';

const provided = slimExports('react-router-slim.ts', 'react-router-full');

test('the slim list names real react-router exports', () => {
  expect(provided.size).toBeGreaterThan(10);
  for (const name of provided)
    expect([name, typeof (reactRouter as Record<string, unknown>)[name]]).toEqual([
      name,
      expect.stringMatching(/function|object/),
    ]);
});

test("every value imported from 'react-router' by an app or lib is provided by the shell", () => {
  expect(missingFromWorkspace('react-router', provided)).toEqual([]);
});

test('the check sees multi-line imports and skips type-only ones', () => {
  const text =
    "import {\n  Link,\n  useMatch as match,\n  type To,\n} from 'react-router';\nimport type { Location } from 'react-router';";
  expect(valueImports(text, 'react-router')).toEqual(['Link', 'useMatch']);
});
