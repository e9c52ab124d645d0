/**
 * `npm run lint` fails on any import circle (tools/lint/import-circles.cjs): small files in a folder of their
 * own, with each kind of edge a circle can run through, must be reported; files that only import one way must not.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHECK = join(__dirname, 'import-circles.cjs');

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'circles-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the check as `npm run lint` does, on these files: its exit code and what it printed. */
function check(files: Record<string, string>): { status: number | null; output: string } {
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  const run = spawnSync(process.execPath, [CHECK, dir, '*.ts'], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test.each([
  [
    'two static imports',
    "import { b } from './b';\nexport const a = () => b;",
    "import { a } from './a';\nexport const b = () => a;",
  ],
  [
    'a chunk whose code imports its own loader',
    "export const load = () => import('./b');",
    "import { load } from './a';\nexport const b = () => load();",
  ],
  [
    'a type-only import back',
    "import { b } from './b';\nexport interface A { n: number }\nexport const a = b;",
    "import type { A } from './a';\nexport const b = (x: A) => x.n;",
  ],
])('a circle through %s is reported', (_why, a, b) => {
  const { status, output } = check({ 'a.ts': a, 'b.ts': b });
  expect(status).toBe(1);
  expect(output).toMatch(/Import circles \(1\)/);
  expect(output).toMatch(/1\) (a\.ts -> b\.ts|b\.ts -> a\.ts)\n/);
});

test('imports one way only are no circle', () => {
  const { status, output } = check({
    'a.ts': "import { b } from './b';\nexport const a = () => import('./c').then(() => b);",
    'b.ts': "import type { C } from './c';\nexport const b = (c: C) => c;",
    'c.ts': 'export interface C { n: number }',
  });
  expect({ status, output }).toEqual({ status: 0, output: '' });
});
