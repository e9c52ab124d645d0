/**
 * Registers the specs of one group (test/groups.cjs) in this file's module registry, each in a describe named
 * by its path, so its hooks (its own app's beforeAll and afterAll) apply to its tests only.
 *
 * Jest reads a file's test timeout once, when the run starts; specs set theirs with jest.setTimeout at the top,
 * so the group's is the longest its specs ask for (each spec's own, or the 30 s of jest-setup.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- test/groups.cjs is shared with jest.config.cjs
const { groupMembers } = require('../groups.cjs') as { groupMembers: (n: number) => string[] };

const TIMEOUT = Symbol.for('TEST_TIMEOUT_SYMBOL');
const timeout = globalThis as unknown as Record<symbol, number | undefined>;

export function runGroup(n: number): void {
  let longest = timeout[TIMEOUT] ?? 0;
  for (const file of groupMembers(n)) {
    describe(file.slice(file.indexOf('/test/') + 6), () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- registers the spec's tests here
      require(file);
      longest = Math.max(longest, timeout[TIMEOUT] ?? 0);
    });
  }
  timeout[TIMEOUT] = longest;
}
