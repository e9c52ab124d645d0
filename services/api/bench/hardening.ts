/**
 * Issue 11's figures, measured against a real server on 127.0.0.1 (fresh embedded database in a temp
 * DATA_DIR, the product's default limits; the server trusts 127.0.0.1 as its proxy so that X-Forwarded-For can
 * stand for many client addresses):
 * - sign-in guesses that reach the password check, per second, from one client and against one account
 *   (BENCH_LOGIN_SECONDS, default 62, so a whole one-minute window is seen);
 * - analytics events accepted from one client in a minute;
 * - the admin analytics report's time on 1,000,000 stored events (BENCH_EVENTS) over a year, and /health's
 *   latency while it runs against /health idle (the reference of the same run);
 * - how many live-update (SSE) connections the server holds before refusing, and the memory they take.
 * Usage: npm run bench:hardening -w @laurel/api (BENCH_ONLY=report for the report alone)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { importSite } from '../src/site-io/import-site';
import { hashPassword } from '../src/services/auth/password';
import { BENCH_SITE, benchSiteFile } from './bench-site';

const port = Number(process.env.BENCH_PORT ?? 4051);
const loginSeconds = Number(process.env.BENCH_LOGIN_SECONDS ?? 62);
const eventCount = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const only = process.env.BENCH_ONLY;
const base = `http://127.0.0.1:${port}`;

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function loginGuesses(): Promise<void> {
  const counts = { client: { through: 0, refused: 0 }, account: { through: 0, refused: 0 } };
  const end = Date.now() + loginSeconds * 1000;
  let i = 0;
  const client = async () => {
    while (Date.now() < end) {
      const res = await post(
        '/api/v1/auth/login',
        { email: `guess${i++}@bench.test`, password: 'wrong' },
        { 'x-forwarded-for': '198.51.100.1' },
      );
      await res.arrayBuffer();
      if (res.status === 401) counts.client.through++;
      else counts.client.refused++;
    }
  };
  const account = async () => {
    while (Date.now() < end) {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i++ & 255}`;
      const res = await post(
        '/api/v1/auth/login',
        { email: 'victim@bench.test', password: 'wrong' },
        { 'x-forwarded-for': ip },
      );
      await res.arrayBuffer();
      if (res.status === 401) counts.account.through++;
      else counts.account.refused++;
    }
  };
  await Promise.all([client(), client(), account(), account()]);
  for (const [who, c] of Object.entries(counts)) {
    console.log(
      `sign-in guesses reaching the password check, ${who === 'client' ? 'one client, many accounts' : 'one account, a new address each time'}: ${c.through} in ${loginSeconds} s = ${(c.through / loginSeconds).toFixed(3)}/s (${c.refused} refused with 429)`,
    );
  }
}

async function analyticsPerClient(): Promise<void> {
  const at = () => new Date().toISOString();
  let accepted = 0;
  let refused = 0;
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    const res = await post(
      `/api/v1/sites/${BENCH_SITE}/analytics/events`,
      { events: Array.from({ length: 50 }, () => ({ type: 'page_view', path: '/', at: at() })) },
      { 'x-forwarded-for': '198.51.100.2' },
    );
    const body = (await res.json()) as { accepted?: number };
    if (res.status === 202) accepted += body.accepted ?? 0;
    else refused++;
  }
  console.log(
    `analytics events accepted from one client in its minute: ${accepted} (then ${refused} posts refused with 429 within 10 s)`,
  );
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

/** Signs the bench's admin in (after seeding, which can outlast an access token on a busy machine). */
async function adminToken(): Promise<string> {
  const login = await post(
    '/api/v1/auth/login',
    { email: 'admin@bench.test', password: 'bench-password-123' },
    { 'x-forwarded-for': '198.51.100.200' },
  );
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function reportOnManyEvents(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const siteId = 'analytics-bench';
  const file = benchSiteFile(5, 10, 20);
  const categories = file.categories.map((c) => c._id);
  const entries = file.entries.map((e) => e._id);
  await importSite(
    app.repos,
    {
      ...file,
      site: { ...file.site, siteID: siteId },
      categories: file.categories.map((c) => ({ ...c, siteID: siteId })),
      entries: file.entries.map((e) => ({ ...e, siteID: siteId })),
      users: [],
      media: [],
      castScreens: [],
    },
    null,
  );
  const year = 365 * 86_400_000;
  const start = Date.now() - year;
  const perBatch = 1000;
  const seeded = Date.now();
  for (let n = 0; n < eventCount; n += perBatch) {
    const events = Array.from({ length: Math.min(perBatch, eventCount - n) }, (_, k) => {
      const i = n + k;
      const at = start + Math.floor((i / eventCount) * year);
      const kiosk = i % 3 === 0;
      const search = i % 20 === 0;
      return {
        type: search ? 'search' : i % 2 ? 'page_view' : 'entry_view',
        at,
        touchScreen: kiosk,
        categoryId: categories[i % categories.length],
        entryId: i % 2 ? undefined : entries[i % entries.length],
        sessionId: kiosk ? `kiosk-${Math.floor(at / 300_000)}` : undefined,
        term: search ? `term ${i % 300}` : undefined,
      };
    });
    await app.repos.analyticsEvents.record(
      siteId,
      events,
      () => ({ _id: '', siteID: siteId, type: '', path: '', at: '' }),
      0,
    );
  }
  const buckets = await app.mongo.db.collection('analyticsBuckets').countDocuments({ siteID: siteId });
  console.log(
    `seeded ${eventCount.toLocaleString('en')} events over a year into ${buckets} hourly documents in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const from = new Date(start + 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const url = `/api/v1/sites/${siteId}/analytics?startDate=${from}&endDate=${to}&timeZone=America/New_York`;
  const token = await adminToken();
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push(await timed('/api/v1/health'));
  const times: number[] = [];
  const during: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    let done = false;
    const report = fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } }).then(async (res) => {
      const body = (await res.json()) as { analytics?: { totals: { events: number } } };
      done = true;
      if (res.status !== 200) throw new Error(`report answered ${res.status}`);
      return body.analytics!.totals.events;
    });
    while (!done) {
      during.push(await timed('/api/v1/health'));
      await new Promise((r) => setTimeout(r, 20));
    }
    const total = await report;
    times.push(performance.now() - started);
    if (run === 0) console.log(`report over ${from}…${to} counted ${total.toLocaleString('en')} events`);
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
  console.log(
    `admin report, a year of ${eventCount.toLocaleString('en')} events: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} (median ${pct(times, 0.5).toFixed(0)} ms)`,
  );
  console.log(
    `/health idle: p50 ${pct(idle, 0.5).toFixed(1)} ms, max ${pct(idle, 1).toFixed(1)} ms; while the report runs: p50 ${pct(during, 0.5).toFixed(1)} ms, max ${pct(during, 1).toFixed(1)} ms (${during.length} probes)`,
  );
}

function openStream(client: string): Promise<{ status: number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1/sites/${BENCH_SITE}/events`,
        headers: { 'x-forwarded-for': client },
        agent: false,
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function liveConnections(): Promise<void> {
  const open: { close: () => void }[] = [];
  const rssBefore = process.memoryUsage().rss;
  let refusal = 0;
  for (let i = 0; refusal === 0 && i < 100_000; i++) {
    const c = Math.floor(i / 20);
    const s = await openStream(`10.${(c >> 8) & 255}.${c & 255}.1`);
    if (s.status === 200) open.push(s);
    else {
      refusal = s.status;
      s.close();
    }
  }
  const rssAfter = process.memoryUsage().rss;
  console.log(
    `live-update connections held before refusing: ${open.length} (the next got ${refusal}); ${((rssAfter - rssBefore) / 1024 / 1024).toFixed(0)} MB more RSS (server and client in one process)`,
  );
  for (const s of open) s.close();
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'laurel-bench-hardening-'));
  const app = await buildApp({
    env: {},
    config: { dataDir, port, logLevel: 'fatal', trustProxy: ['127.0.0.1'], mongoUri: process.env.MONGODB_URI || null },
  });
  try {
    await importSite(app.repos, benchSiteFile(2, 2, 5), null);
    const passwordHash = await hashPassword('bench-password-123');
    for (const email of ['victim@bench.test', 'admin@bench.test'])
      await app.repos.users.insertOne({
        _id: email,
        auth0ID: `local|${email}`,
        name: email,
        email,
        role: email.startsWith('admin') ? 'internal' : 'editor',
        clientID: 'bench',
        categories: ['*'],
        hasSignedAgreements: true,
        passwordHash,
      });
    await app.listen({ host: '127.0.0.1', port });
    console.log(
      `load average at start: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    if (!only) {
      await loginGuesses();
      await analyticsPerClient();
      await liveConnections();
    }
    await reportOnManyEvents(app);
    console.log(
      `load average at end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
