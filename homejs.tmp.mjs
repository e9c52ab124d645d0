import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const c = await b.newContext({ viewport: { width: 1920, height: 1080 } });
const p = await c.newPage();
const rows = [];
p.on('response', async (r) => { if (r.request().resourceType() === 'script') { try { const body = await r.body(); rows.push([gzipSync(body, { level: 9 }).length, body.length, r.url()]); } catch {} } });
await p.goto(process.argv[2], { waitUntil: 'networkidle' });
await p.waitForTimeout(1500);
rows.sort((a, b) => b[0] - a[0]);
let g = 0; for (const r of rows) { g += r[0]; console.log((r[0] / 1024).toFixed(1), (r[1] / 1024).toFixed(1), r[2].replace(/^http:\/\/[^/]+/, '')); }
console.log('total gzip KB', (g / 1024).toFixed(1), rows.length);
await b.close();
