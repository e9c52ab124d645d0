// Durability: SIGKILL a server process during a stream of acknowledged writes, restart it,
// and check that every acknowledged write survived.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startChild } from './process-helpers';

jest.setTimeout(60_000);

describe('crash safety', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-crash-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged write across SIGKILLs (with compactions in between)', async () => {
    const acknowledged = new Map<string, number>();
    let acknowledgedIncrements = 0;
    let attemptedIncrements = 0;
    const env = { EMBEDDED_MONGO_COMPACT_BYTES: '20000' };
    for (let round = 0; round < 3; round++) {
      const child = await startChild(['--port', '0', '--dbpath', dir], env);
      const client = new MongoClient(child.uri, { serverSelectionTimeoutMS: 2000, maxPoolSize: 8 });
      const coll = client.db('crash').collection('writes');
      let stop = false;
      const writer = async (w: number): Promise<void> => {
        for (let i = 0; !stop; i++) {
          const key = `${round}-${w}-${i}`;
          try {
            await coll.insertOne({ _id: key as never, round, payload: 'x'.repeat(200) });
            acknowledged.set(key, round);
            attemptedIncrements++;
            await coll.updateOne({ _id: 'counter' as never }, { $inc: { n: 1 } }, { upsert: true });
            acknowledgedIncrements++;
          } catch {
            return;
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      // Kill after a while and after enough acknowledged writes (by count, not time: a loaded machine is slow).
      const before = acknowledged.size;
      const started = Date.now();
      while (Date.now() - started < 400 + round * 250 || acknowledged.size - before < 30) {
        await new Promise((r) => setTimeout(r, 20));
      }
      child.proc.kill('SIGKILL');
      await child.exited;
      stop = true;
      await Promise.all(writers);
      await client.close(true);
    }
    expect(acknowledged.size).toBeGreaterThan(50);
    expect(existsSync(join(dir, 'snapshot.bson'))).toBe(true); // compactions ran during the stream

    const child = await startChild(['--port', '0', '--dbpath', dir]);
    const client = new MongoClient(child.uri);
    const coll = client.db('crash').collection('writes');
    const stored = new Set(
      (await coll.find({ round: { $exists: true } }, { projection: { _id: 1 } }).toArray()).map((d) => String(d._id)),
    );
    const missing = [...acknowledged.keys()].filter((k) => !stored.has(k));
    expect(missing).toEqual([]);
    const counter = await coll.findOne({ _id: 'counter' as never });
    expect(counter!.n).toBeGreaterThanOrEqual(acknowledgedIncrements);
    expect(counter!.n).toBeLessThanOrEqual(attemptedIncrements);
    await client.close();
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
  });
});
