// npm run bench -w @laurel/embedded-mongo — figures for the embedded server through the real driver.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { streamFigures } from './stream-latency';

const N = 100_000;
const docs = (): Array<Record<string, unknown>> =>
  Array.from({ length: N }, (_, i) => ({
    seq: i,
    name: `item-${i}`,
    group: i % 100,
    score: (i * 7919) % 1000,
    active: i % 2 === 0,
  }));

function stats(ms: number[]): { median: number; p99: number } {
  const s = [...ms].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p99: s[Math.floor(s.length * 0.99)] };
}

const fmt = (n: number, digits = 2): string => n.toFixed(digits);
const mb = (bytes: number): string => `${fmt(bytes / 1048576, 0)} MB`;

async function withClient<T>(options: { dbPath?: string }, fn: (client: MongoClient) => Promise<T>): Promise<T> {
  const server = await startEmbeddedMongo({ port: 0, ...options });
  const client = new MongoClient(server.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.close();
  }
}

async function memoryFigures(): Promise<void> {
  await withClient({}, async (client) => {
    const coll = client.db('bench').collection('items');
    let t = performance.now();
    await coll.insertMany(docs());
    const insertMs = performance.now() - t;
    console.log(`insertMany ${N} small documents: ${fmt(insertMs, 0)} ms (${fmt(N / (insertMs / 1000), 0)} docs/s)`);

    await coll.createIndex({ seq: 1 });
    const latencies: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const seq = (i * 7907) % N;
      t = performance.now();
      await coll.findOne({ seq });
      latencies.push(performance.now() - t);
    }
    const f = stats(latencies.slice(500));
    console.log(`indexed equality find on ${N} documents: median ${fmt(f.median, 3)} ms, p99 ${fmt(f.p99, 3)} ms`);

    const scans: number[] = [];
    for (let i = 0; i < 5; i++) {
      t = performance.now();
      await coll.find({ score: { $gte: 998 }, name: { $regex: '^item-' } }).toArray();
      scans.push(performance.now() - t);
    }
    console.log(`full-scan query on ${N} documents: median ${fmt(stats(scans).median, 0)} ms`);
    if (global.gc) global.gc();
    const mem = process.memoryUsage();
    console.log(`memory with ${N} documents and 2 indexes loaded: rss ${mb(mem.rss)}, heap used ${mb(mem.heapUsed)}`);
  });
}

async function durableFigures(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-'));
  try {
    await withClient({ dbPath: dir }, async (client) => {
      const coll = client.db('bench').collection('singles');
      const count = 2000;
      let t = performance.now();
      for (let i = 0; i < count; i++) await coll.insertOne({ i });
      const seqMs = performance.now() - t;
      console.log(
        `single inserts, durable (fsync before reply), one client: ${fmt(count / (seqMs / 1000), 0)} inserts/s`,
      );
      t = performance.now();
      await Promise.all(
        Array.from({ length: 16 }, async (_, w) => {
          for (let i = 0; i < count / 16; i++) await coll.insertOne({ w, i });
        }),
      );
      const parMs = performance.now() - t;
      console.log(
        `single inserts, durable, 16 concurrent writers (group commit): ${fmt(count / (parMs / 1000), 0)} inserts/s`,
      );
      await client.db('bench').collection('items').insertMany(docs());
      await client.db('bench').collection('items').createIndex({ seq: 1 });
    });
    const journal = startup(dir);
    console.log(
      `start-up with ${N} documents on disk, fresh process (journal replay): ${fmt(journal.ms, 0)} ms, rss ${mb(journal.rss)}`,
    );
    startup(dir, { EMBEDDED_MONGO_COMPACT_BYTES: '1' }); // compacts into a snapshot on open
    const snapshot = startup(dir);
    console.log(
      `start-up with ${N} documents on disk, fresh process (snapshot): ${fmt(snapshot.ms, 0)} ms, rss ${mb(snapshot.rss)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens the data directory in a fresh process (as `npm start` does) and reports its figures. */
function startup(dir: string, env: Record<string, string> = {}): { ms: number; rss: number } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'startup.ts'), dir], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`start-up run failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

async function main(): Promise<void> {
  console.log(`embedded-mongo benchmark (node ${process.version})`);
  await memoryFigures();
  await durableFigures();
  await streamFigures();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
