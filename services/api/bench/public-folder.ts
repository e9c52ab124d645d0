/**
 * `npm run bench:read`: the public read of one folder with 200 profiles (the demo site plus a folder of 200 of
 * its profiles, as a new user would fill one), in the same run, alternating: nginx sending the same bytes as
 * static files (gzip_static), the product's edge (deploy/edge.conf, filled by envsubst) in front of one API
 * process, and that API process alone (every request through Fastify: there is no front door since issue 26).
 * wrk, 32 connections, BENCH_ROUNDS rounds (default 3) of BENCH_DURATION seconds (default 10) each for each
 * server, nginx and the edge taking turns in BENCH_SLICES slices (default 10: 1 s each, wrk's shortest). Target:
 * the edge at least 0.9× nginx's requests per second, judged by each round's median of paired ratios (each edge
 * slice over the nginx slice beside it); the API alone is reported beside it. Each line also gives the CPU the server's
 * processes spent per request (nginx's master and workers; for the API, this whole process), which a loaded
 * machine changes far less than the requests per second.
 * Needs /usr/sbin/nginx, envsubst and /usr/bin/wrk (NGINX_PATH, WRK_PATH).
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildApp } from '../src/app';
import { seedDemoSiteIfEmpty } from '../src/site-io/seed-demo';
import { newCategory } from '../src/services/defaults';
import { nginxAvailable, startNginx } from '@laurel/testing/bench-nginx';
import { startEdge } from './edge';
import { wrk, wrkAvailable, type WrkResult } from './wrk';
import { cpuMs, processTree } from './cpu';
import { median, range, Tally } from './tally';

const apiPort = Number(process.env.BENCH_PORT ?? 3100);
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 3101);
const edgePort = Number(process.env.BENCH_EDGE_PORT ?? 3102);
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const slices = Number(process.env.BENCH_SLICES ?? 10);
const connections = 32;
const SITE = 'default';
const FOLDER = 'bench-200-profiles';
const GZIP = ['Accept-Encoding: gzip'];

/** The raw bytes of a reply (fetch would decode them) and its Content-Encoding. */
function rawGet(url: string, encoding: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

const load = () => loadavg()[0].toFixed(1);
const line = (name: string, r: WrkResult) =>
  `${name.padEnd(8)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   errors ${r.errors}`;

const cpu = (us: number | null) => (us === null ? '' : `   CPU ${us.toFixed(1).padStart(5)} µs/request`);

/** A folder holding 200 copies of the demo site's profiles (names, texts, headshots), published. */
async function addFolder(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const demo = (await app.repos.entries.ofSite(SITE)).filter((e) => e.headshot && e.firstName && e.isLive);
  const entries = Array.from({ length: 200 }, (_, i) => {
    const from = demo[i % demo.length];
    return { ...from, _id: `bench-${i}`, categoryID: FOLDER, path: `/entry/bench-${i}`, legacyId: undefined };
  });
  await app.repos.entries.insertMany(entries as never);
  await app.repos.categories.insertOne({
    ...newCategory(SITE, {
      _id: FOLDER,
      categoryName: 'Two Hundred Profiles',
      entries: entries.map((e) => e._id),
      layout: 'PersonCircleCardCategoryLayout',
    }),
    position: 1000,
  } as never);
  app.events.emit({ siteId: SITE, kind: 'site', id: SITE });
}

async function main(): Promise<void> {
  if (!nginxAvailable() || !wrkAvailable()) throw new Error('bench:read needs nginx and wrk (NGINX_PATH, WRK_PATH)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'laurel-bench-read-'));
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'laurel-bench-static-'));
  const app = await buildApp({
    env: {},
    config: { dataDir, port: apiPort, logLevel: 'fatal', mongoUri: process.env.MONGODB_URI || null },
  });
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let edge: Awaited<ReturnType<typeof startEdge>> | undefined;
  try {
    await app.ready();
    await seedDemoSiteIfEmpty(app);
    await addFolder(app);
    await app.listen({ host: '127.0.0.1', port: apiPort });
    const apiUrl = `http://127.0.0.1:${apiPort}/api/v1/sites/${SITE}/categories/${FOLDER}`;
    const res = await rawGet(apiUrl, 'gzip');
    if (res.status !== 200 || res.encoding !== 'gzip') throw new Error(`${apiUrl}: ${res.status}, not gzip`);
    const gz = res.body;
    const json = gunzipSync(gz);
    const br = await rawGet(apiUrl, 'br');
    // nginx sends exactly the API's bytes: the same JSON, pre-compressed by the API.
    writeFileSync(path.join(staticRoot, 'folder.json'), json);
    writeFileSync(path.join(staticRoot, 'folder.json.gz'), gz);
    chmodSync(staticRoot, 0o755); // nginx's workers run as an unprivileged user
    nginx = await startNginx(staticRoot, nginxPort, process.env.BENCH_NGINX_WORKERS ?? 'auto');
    const nginxUrl = `${nginx.url}/folder.json`;
    edge = await startEdge(edgePort, apiPort);
    const edgeUrl = `${edge.url}/api/v1/sites/${SITE}/categories/${FOLDER}`;
    console.log(
      `One folder with 200 profiles: ${(json.length / 1024).toFixed(1)} KB JSON, ${(gz.length / 1024).toFixed(1)} KB gzip ${(br.body.length / 1024).toFixed(1)} KB brotli`,
    );
    console.log(
      `wrk -t1 -c${connections} -d${seconds}s, Accept-Encoding: gzip; nginx worker_processes ${nginx.workers}; API: one Node ${process.version} process`,
    );
    await wrk(apiUrl, { connections, seconds: 2, headers: GZIP }); // warm-up (JIT)
    await wrk(nginxUrl, { connections, seconds: 1, headers: GZIP });
    await wrk(edgeUrl, { connections, seconds: 1, headers: GZIP });
    const ratios: number[] = [];
    const paired: number[] = [];
    const allPairs: number[] = [];
    const alone: number[] = [];
    const cpuRatios: number[] = [];
    const nginxTree = processTree(nginx.pid);
    const edgeTree = processTree(edge.pid);
    for (let round = 1; round <= rounds; round += 1) {
      // nginx and the edge take turns in short slices (the first of each pair alternating), so a burst of other
      // work on the shared machine falls on both alike; the API alone runs after them.
      // Each pair of slices (one of each, back to back) gives a ratio of its own; their median is steadier than
      // the ratio of the round's sums, which one slice caught in a burst of other work can swing.
      const n = new Tally();
      const e = new Tally();
      const pairs: number[] = [];
      for (let slice = 0; slice < slices; slice += 1) {
        const pair: [Tally, string, number[]][] = [
          [n, nginxUrl, nginxTree],
          [e, edgeUrl, edgeTree],
        ];
        const rps = new Map<Tally, number>();
        for (const [tally, url, tree] of slice % 2 ? pair.reverse() : pair) {
          const cpu0 = cpuMs(tree);
          const r = await wrk(url, { connections, seconds: seconds / slices, headers: GZIP });
          tally.add(r, seconds / slices, cpu0 === null ? null : cpuMs(tree)! - cpu0);
          rps.set(tally, r.rps);
        }
        pairs.push(rps.get(e)! / rps.get(n)!);
      }
      paired.push(median(pairs));
      allPairs.push(...pairs);
      const api0 = process.cpuUsage();
      const a = await wrk(apiUrl, { connections, seconds, headers: GZIP });
      const apiCpu = process.cpuUsage(api0);
      const apiUs = (apiCpu.user + apiCpu.system) / (a.rps * seconds);
      ratios.push(e.rps / n.rps);
      alone.push(a.rps / n.rps);
      if (n.usPerRequest && e.usPerRequest) cpuRatios.push(e.usPerRequest / n.usPerRequest);
      console.log(`round ${round} (load average ${load()} on ${cpus().length} CPUs)`);
      console.log(`  ${line('nginx', n.result())}${cpu(n.usPerRequest)}`);
      console.log(
        `  ${line('edge', e.result())}${cpu(e.usPerRequest)}   ${(e.rps / n.rps).toFixed(2)}× nginx (pairs: median ${median(pairs).toFixed(2)}×, ${range(pairs, 2)}×)`,
      );
      console.log(`  ${line('API', a)}${cpu(apiUs)}   ${(a.rps / n.rps).toFixed(2)}× nginx (alone, no edge)`);
    }
    console.log(
      `edge / nginx: rounds ${range(ratios, 2)}×, paired medians ${range(paired, 2)}×, median of all ${allPairs.length} pairs ${median(allPairs).toFixed(2)}× (target ≥ 0.9: ${Math.min(...paired) >= 0.9 ? 'met' : 'NOT met'});  API alone / nginx: ${range(alone, 2)}×`,
    );
    if (cpuRatios.length)
      console.log(
        `CPU per request, edge / nginx: ${range(cpuRatios, 2)}×, median ${median(cpuRatios).toFixed(2)}× (nginx's processes, whatever the load)`,
      );
  } finally {
    await edge?.stop();
    await nginx?.stop();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticRoot, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
