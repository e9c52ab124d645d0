/**
 * Public read-path benchmark: imports a 5,000-entry site into a fresh embedded database (files in a temp
 * DATA_DIR), starts the API on 127.0.0.1:BENCH_PORT (default 4050) and measures requests per second and
 * latency percentiles with autocannon (in a separate process) for the category tree and one category read.
 * Usage: npm run bench -w @laurel/api   (BENCH_DURATION seconds per run, default 10; BENCH_CONNECTIONS, default 20)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import { buildApp } from '../src/app';
import { importSite } from '../src/site-io/import-site';
import { BENCH_SITE, benchSiteFile } from './bench-site';

const port = Number(process.env.BENCH_PORT ?? 4050);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const run = promisify(execFile);

/** Runs autocannon in its own process, so the load generator does not share the server's event loop. */
async function load(url: string, seconds: number): Promise<Result> {
  const cli = require.resolve('autocannon/autocannon.js');
  const { stdout } = await run(process.execPath, [cli, '-j', '-c', String(connections), '-d', String(seconds), url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Result;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'laurel-bench-'));
  const app = await buildApp({
    env: {},
    config: { dataDir, port, logLevel: 'fatal', mongoUri: process.env.MONGODB_URI || null },
  });
  try {
    const file = benchSiteFile();
    const started = Date.now();
    await importSite(app.repos, file, null);
    console.log(
      `imported ${file.entries.length} entries in ${file.categories.length} folders in ${Date.now() - started} ms`,
    );
    await app.listen({ host: '127.0.0.1', port });
    const base = `http://127.0.0.1:${port}/api/v1/sites/${BENCH_SITE}`;
    const targets: [string, string][] = [
      ['category tree (public)', `${base}/categories/tree`],
      ['one category with 50 entries (public)', `${base}/categories/sub-4-5`],
      // For comparison: a read served from the cached site index (SiteContentRepository).
      ['site search "last45" (public, cached index)', `${base}/search?q=last45`],
    ];
    for (const [name, url] of targets) {
      const check = await fetch(url);
      if (!check.ok) throw new Error(`${url} answered ${check.status}`);
      const bytes = (await check.arrayBuffer()).byteLength;
      await load(url, 2); // warm-up
      const result = await load(url, duration);
      const line = `${name.padEnd(46)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${(bytes / 1024).toFixed(1)} KB/reply   errors ${result.errors + result.non2xx}`;
      console.log(line);
    }
    console.log(
      `\n${connections} connections, ${duration} s per run, Node ${process.version}, ${process.env.MONGODB_URI ? 'MONGODB_URI' : 'embedded database'}, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs`,
    );
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 3000)); // let requests still in flight finish
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
