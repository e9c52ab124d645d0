/**
 * Property-based fuzzing of every operation of the OpenAPI document (issue 24): malformed bodies, queries and
 * headers (callers in callers.ts). For each input: no 5xx, no write (database collections and files on disk
 * compared before and after; only the same site's admin may write, and only with a 2xx) and no event-loop
 * delay over 100 ms (monitorEventLoopDelay).
 * FUZZ_RUNS (inputs per operation and caller, default 3) and FUZZ_SEED make longer runs; the seed of a
 * failing operation is in its failure.
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';
import { CALLERS, callerInputs, SAME_SITE_ADMIN, type CallerName, type Fixtures } from './callers';
import { loadOperations, operationName, type Operation, type OperationSet } from './openapi-operations';
import { changed, LoopDelay, snapshot, type Snapshot } from './observe';
import { fuzzRequest, type CallerInputs, type FuzzRequest } from './requests';
import { send } from './send';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const MAX_DELAY_MS = 100;
jest.setTimeout(Math.max(300_000, RUNS * 100_000));

/**
 * Public writes by design (only with a 2xx): page-view counters, screens' heartbeats, and the pairing code a TV
 * nobody has paired asks for (a cast screen does not know its site; limited per address, gone in 15 minutes).
 */
const PUBLIC_WRITES: Record<string, (collection: string) => boolean> = {
  'POST /api/v1/sites/{siteId}/analytics/events': (c) => c.startsWith('analytics'),
  'POST /api/v1/sites/{siteId}/live/heartbeat': (c) => c === 'screens',
  'POST /api/v1/screen-pairings': (c) => c === 'screenPairings',
};
/** Integrations this test app does not configure answer 503 "not set up" by contract (docs/api.md). */
const FEATURE_OFF = /\/(canva|twitter)(\/|$)/;
/** Sign-in and session routes act on the caller's own account: fuzzed as anonymous only. */
const ANONYMOUS_ONLY = /^\/api\/v1\/auth\//;

interface Worst {
  ms: number;
  cpuMs: number;
  where: string;
}
const stats = { operations: new Set<string>(), inputs: 0, statuses: new Map<number, number>() };
/** Worst wall-clock delay, and worst delay backed by as much of the process's own CPU time. */
const worst: { wall: Worst; busy: Worst; steady: Worst } = {
  steady: { ms: 0, cpuMs: 0, where: '-' },
  wall: { ms: 0, cpuMs: 0, where: '-' },
  busy: { ms: 0, cpuMs: 0, where: '-' },
};
/** Stalls over the limit that did not recur, and stalls while the process had little CPU (a busy machine). */
const notReproduced: string[] = [];
const contended: string[] = [];

let t: TestApp;
let ops: OperationSet;
let inputs: Record<CallerName, CallerInputs>;
const delay = new LoopDelay();

async function fixtures(): Promise<Fixtures> {
  const site = `/api/v1/sites/${IDS.siteA}`;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  const up = multipart({ categoryID: IDS.other }, { name: 'a.png', data: png });
  const media = await t.app.inject({
    method: 'POST',
    url: `${site}/media`,
    payload: up.payload,
    headers: { ...up.headers, ...t.as('adminA') },
  });
  const cast = await t.req('adminA', 'POST', `${site}/cast-screens`, { name: 'TV', categoryIds: [IDS.other] });
  const kioskId = 'kiosk-fuzz';
  await t.req('anonymous', 'POST', `${site}/live/heartbeat`, { screenId: kioskId, kind: 'kiosk' });
  const url = String(media.json().url);
  return {
    mediaId: media.json()._id,
    mediaFile: url.slice(url.lastIndexOf('/') + 1),
    castScreenId: cast.json().screenId,
    kioskId,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  ops = await loadOperations(t.app);
  inputs = callerInputs(t, await fixtures());
  delay.start();
}, 120_000);

afterAll(async () => {
  delay.stop();
  const statuses = [...stats.statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`);
  console.log(
    [
      `API fuzz (seed ${SEED}, ${RUNS} runs per operation and caller):`,
      `  operations covered: ${stats.operations.size} of ${ops?.operations.length ?? '?'} in the OpenAPI document`,
      `  inputs tried: ${stats.inputs} (answers ${statuses.join(', ')})`,
      `  worst event-loop delay: ${worst.wall.ms.toFixed(0)} ms (process CPU ${worst.wall.cpuMs.toFixed(0)} ms) at ${worst.wall.where}`,
      `  worst delay backed by CPU (min of delay and CPU): ${worst.busy.ms.toFixed(0)} ms at ${worst.busy.where}`,
      `  worst delay apart from first calls: ${worst.steady.ms.toFixed(0)} ms (CPU ${worst.steady.cpuMs.toFixed(0)} ms) at ${worst.steady.where}`,
      `  over ${MAX_DELAY_MS} ms with little CPU (machine busy): ${contended.length}`,
      ...(notReproduced.length ? [`  over ${MAX_DELAY_MS} ms once, not again: ${notReproduced.join('; ')}`] : []),
    ].join('\n'),
  );
  await t?.close();
});

const describeRequest = (r: FuzzRequest) =>
  JSON.stringify(
    {
      ...r,
      payload: r.payload && r.payload.length > 300 ? `${r.payload.slice(0, 300)}…(${r.payload.length})` : r.payload,
    },
    (_k, v) => (typeof v === 'string' && v.length > 300 ? `${v.slice(0, 60)}…(${v.length})` : v),
  );

/** Sends one input and returns what is wrong with the answer (empty when nothing is). */
async function check(
  op: Operation,
  caller: CallerName,
  req: FuzzRequest,
  before: Snapshot,
): Promise<{ problems: string[]; after: Snapshot }> {
  const name = operationName(op);
  const { result, delayMs, cpuMs } = await delay.around(() => send(t.app, req));
  stats.inputs++;
  stats.statuses.set(result.status, (stats.statuses.get(result.status) ?? 0) + 1);
  const after = await snapshot(t.app.mongo.db, t.app.config.dataDir);
  const problems: string[] = [];
  if (result.status >= 500 && !(result.status === 503 && FEATURE_OFF.test(op.path)))
    problems.push(`${result.status}: ${result.body}`);
  const ok = result.status < 300;
  const allowed = ok ? (caller === SAME_SITE_ADMIN ? () => true : PUBLIC_WRITES[name]) : undefined;
  const writes = changed(before, after).filter((c) => !allowed?.(c));
  if (writes.length) problems.push(`wrote ${writes.join(', ')} (answer ${result.status})`);
  const where = `${name} as ${caller}`;
  if (delayMs > worst.wall.ms) worst.wall = { ms: delayMs, cpuMs, where };
  if (Math.min(delayMs, cpuMs) > worst.busy.ms) worst.busy = { ms: Math.min(delayMs, cpuMs), cpuMs, where };
  if (delayMs > MAX_DELAY_MS && cpuMs > MAX_DELAY_MS) {
    // The first call of a path also loads and compiles code, and the garbage of that can be collected during the
    // next call: count a stall only if the same input stalls again, twice (an input that stalls stalls every time).
    const repeat = async () => {
      await delay.reset();
      return delay.around(() => send(t.app, req));
    };
    const [one, two] = [await repeat(), await repeat()];
    const again = Math.min(one.delayMs, one.cpuMs) <= Math.min(two.delayMs, two.cpuMs) ? one : two;
    if (again.delayMs > MAX_DELAY_MS && again.cpuMs > MAX_DELAY_MS)
      problems.push(
        `event loop delayed ${delayMs.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms), again ${again.delayMs.toFixed(0)} ms`,
      );
    else {
      notReproduced.push(`${where}: ${delayMs.toFixed(0)} ms`);
      if (again.delayMs > worst.steady.ms) worst.steady = { ms: again.delayMs, cpuMs: again.cpuMs, where };
    }
  } else if (delayMs <= MAX_DELAY_MS && delayMs > worst.steady.ms) worst.steady = { ms: delayMs, cpuMs, where };
  else if (delayMs > MAX_DELAY_MS) contended.push(`${where}: ${delayMs.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms)`);
  // A repeat (or a failure) may have written since: the next input starts from what is there now.
  const repeated = delayMs > MAX_DELAY_MS && cpuMs > MAX_DELAY_MS;
  return {
    problems,
    after: problems.length || repeated ? await snapshot(t.app.mongo.db, t.app.config.dataDir) : after,
  };
}

test('a snapshot sees a write to a collection; reading, or undoing the write, is no change', async () => {
  const { db } = t.app.mongo;
  const before = await snapshot(db, t.app.config.dataDir);
  expect(changed(before, await snapshot(db, t.app.config.dataDir))).toEqual([]);
  const [first] = await db.collection('sites').find({}).limit(1).toArray();
  await db.collection('sites').updateOne({ _id: first._id }, { $set: { fuzzProbe: 1 } });
  expect(changed(before, await snapshot(db, t.app.config.dataDir))).toEqual(['sites']);
  await db.collection('sites').updateOne({ _id: first._id }, { $unset: { fuzzProbe: '' } });
  expect(changed(before, await snapshot(db, t.app.config.dataDir))).toEqual([]);
});

/** FUZZ_CALLERS=adminA,anonymous runs some callers only (a longer local run). */
const chosen = process.env.FUZZ_CALLERS?.split(',') ?? CALLERS;

describe.each(CALLERS.filter((c) => chosen.includes(c)))('every operation as %s', (caller) => {
  it('answers malformed input with no 5xx, no write and no long event-loop delay', async () => {
    const failures: string[] = [];
    let before = await snapshot(t.app.mongo.db, t.app.config.dataDir);
    for (const [i, op] of ops.operations.entries()) {
      if (caller !== 'anonymous' && ANONYMOUS_ONLY.test(op.path)) continue;
      stats.operations.add(operationName(op));
      await delay.reset();
      const seed = SEED + i * 7 + CALLERS.indexOf(caller) * 100_003;
      const run = await fc.check(
        fc.asyncProperty(fuzzRequest(op, ops, inputs[caller]), async (req) => {
          const { problems, after } = await check(op, caller, req, before);
          before = after;
          if (problems.length) throw new Error(problems.join('; '));
        }),
        { numRuns: RUNS, seed, endOnFailure: true },
      );
      if (run.failed) {
        const input = run.counterexample ? describeRequest(run.counterexample[0]) : '?';
        failures.push(
          `${operationName(op)} (seed ${seed}): ${run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance)}\n    input: ${input}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
