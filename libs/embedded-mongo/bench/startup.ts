// Child process for the benchmark: time to open a data directory and accept connections.
import { startEmbeddedMongo } from '../src';

async function main(): Promise<void> {
  const started = performance.now();
  const server = await startEmbeddedMongo({ port: 0, dbPath: process.argv[2] });
  const ms = performance.now() - started;
  const rss = process.memoryUsage().rss;
  await server.close();
  process.stdout.write(JSON.stringify({ ms, rss }) + '\n');
}

void main();
