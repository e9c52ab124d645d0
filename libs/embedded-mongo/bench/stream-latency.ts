// Change-stream figures for the benchmark: time from a write's start to its event reaching a watcher,
// in one process and across processes (server bin, watching process, writing process).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { EJSON } from 'bson';
import { MongoClient, type Document } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { startChild } from '../test/process-helpers';

const SAMPLES = 200;
const now = (): number => performance.timeOrigin + performance.now();

function summary(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number): string => s[Math.min(s.length - 1, Math.floor(s.length * q))].toFixed(2);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${s[s.length - 1].toFixed(2)} ms (${s.length} writes)`;
}

async function inProcess(): Promise<string> {
  const server = await startEmbeddedMongo({ port: 0 });
  const client = new MongoClient(server.uri);
  const coll = client.db('bench').collection('latency');
  const stream = coll.watch([], { maxAwaitTimeMS: 10_000 });
  await stream.tryNext();
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = now();
    const event = stream.next();
    await coll.insertOne({ i });
    await event;
    latencies.push(now() - started);
  }
  await stream.close();
  await client.close();
  await server.close();
  return summary(latencies);
}

async function acrossProcesses(): Promise<string> {
  const server = await startChild(['--port', '0']);
  const watcher = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, '../test/fixtures/stream-client.ts'), server.uri, 'bench'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const arrivals = new Map<number, number>();
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((r) => (ready = r));
  const waiting = new Map<number, () => void>();
  createInterface({ input: watcher.stdout! }).on('line', (line) => {
    const d = EJSON.parse(line) as Document;
    if (d.ready) ready();
    const i = d.event?.fullDocument?.i;
    if (typeof i === 'number') {
      arrivals.set(i, d.at);
      waiting.get(i)?.();
    }
  });
  await isReady;
  const client = new MongoClient(server.uri);
  const coll = client.db('bench').collection('latency');
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const arrived = new Promise<void>((r) => waiting.set(i, r));
    const started = now();
    await coll.insertOne({ i });
    await arrived;
    latencies.push(arrivals.get(i)! - started);
  }
  await client.close();
  watcher.stdin!.end();
  await new Promise((r) => watcher.once('exit', r));
  server.proc.kill('SIGTERM');
  await server.exited;
  return summary(latencies);
}

export async function streamFigures(): Promise<void> {
  console.log(`change event latency, write start to event, one process: ${await inProcess()}`);
  console.log(`change event latency, server / watcher / writer in three processes: ${await acrossProcesses()}`);
}
