/**
 * The reveal (issue 29), measured against a running product (`npm start`, demo site): a draft profile is
 * scheduled a few seconds ahead while three change-notice streams listen (as a kiosk, a TV and a phone's page
 * would); before its second a public read must not find it; the figure is how long after the scheduled second
 * each stream got the notice, and the spread across them.
 *   BASE=http://127.0.0.1:3000 RUNS=5 npx tsx services/api/bench/reveal.ts
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE = process.env.BASE ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.RUNS ?? 5);
const API = `${BASE}/api/v1/sites/default`;
const demo = JSON.parse(readFileSync(join(__dirname, '..', 'demo', 'site.json'), 'utf8')) as {
  users: { email: string; password: string; role: string }[];
};
const admin = demo.users.find((u) => u.role === 'admin')!;

async function send(path: string, headers: Record<string, string>, method = 'GET', body?: unknown) {
  const res = await fetch(path, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Resolves with the time the stream first carried a notice naming `id`. */
const noticeOf = (id: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = http.get(`${API}/events`, (res) =>
      res.on('data', (chunk) => {
        if (!String(chunk).includes(id)) return;
        resolve(Date.now());
        req.destroy();
      }),
    );
    req.on('error', reject);
  });

async function main() {
  const json = { 'content-type': 'application/json' };
  const login = await send(`${BASE}/api/v1/auth/login`, json, 'POST', { email: admin.email, password: admin.password });
  const h = { ...json, authorization: `Bearer ${login.accessToken}` };
  for (let run = 0; run < RUNS; run++) {
    const folder = await send(`${API}/categories`, h, 'POST', { categoryName: `Reveal ${Date.now()}` });
    await send(`${API}/categories/${folder._id}`, h, 'PATCH', { isLive: true });
    const entry = await send(`${API}/categories/${folder._id}/entries`, h, 'POST', {
      firstName: 'Reveal',
      isLive: false,
    });
    const notices = [noticeOf(entry._id), noticeOf(entry._id), noticeOf(entry._id)];
    await new Promise((r) => setTimeout(r, 300));
    const at = new Date(Math.ceil((Date.now() + 3000) / 1000) * 1000).toISOString();
    await send(`${API}/schedules`, h, 'POST', { kind: 'entry', itemId: entry._id, action: 'publish', at });
    const before = (await fetch(`${API}/entries/${entry._id}`)).status;
    const lags = (await Promise.all(notices)).map((t) => t - Date.parse(at));
    const after = (await fetch(`${API}/entries/${entry._id}`)).status;
    console.log(
      `run ${run + 1}: public read before ${before}, after ${after}; notice after the second: ${lags.join(', ')} ms ` +
        `(spread ${Math.max(...lags) - Math.min(...lags)} ms)`,
    );
    await send(`${API}/categories/${folder._id}`, { authorization: h.authorization }, 'DELETE');
  }
}

void main();
