/**
 * A stand-in for the Canva Connect API on 127.0.0.1: the consent page and token endpoint (canva-oauth.ts), the
 * user's profile, designs a page at a time with a continuation, each design's export formats, export jobs that
 * are in progress for a poll or two and then succeed (a picture per page, or one PDF of every page) or fail,
 * and the exported files.
 * Bearer tokens are checked as Canva checks them (401 `invalid_access_token`). Records every request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { consentPage, decide, revokeEndpoint, tokenEndpoint, type CanvaOAuthState } from './canva-oauth';
import { makePdf } from '../fixtures/make-pdf';
import { solidPng } from './solid-png';

export interface StandInDesign {
  id: string;
  title: string;
  pages: number;
  rgb: [number, number, number];
  /** The formats Canva offers for it (export-formats). */
  formats: string[];
  /** When set, its export jobs fail with this error. */
  fail?: { code: string; message: string };
}
export interface StandInCanva extends CanvaOAuthState {
  /** Origin of the stand-in; the API base is `${url}/rest`, the consent page `${url}/api/oauth/authorize`. */
  url: string;
  apiBase: string;
  authorizeUrl: string;
  displayName: string;
  designs: StandInDesign[];
  pageSize: number;
  /** What a PDF export's file holds: a real PDF, or (to test the check) a PNG. */
  pdfBody: 'pdf' | 'png';
  /** Polls an export job answers `in_progress` before it finishes. */
  pollsBeforeDone: number;
  jobs: Map<string, { design: StandInDesign; format: string; polls: number }>;
  requests: { method: string; path: string }[];
  /** What Allow (or Cancel) on the consent page redirects to, without a browser. */
  approve(authorizationUrl: string, allow?: boolean): string;
  /** Makes every access token expire (the next call needs a refresh). */
  expireAccessTokens(): void;
  close(): Promise<void>;
}

const DESIGNS: StandInDesign[] = [
  {
    id: 'DAF1Banquet',
    title: 'Hall of Fame banquet poster',
    pages: 1,
    rgb: [21, 44, 83],
    formats: ['png', 'jpg', 'pdf'],
  },
  { id: 'DAF2Program', title: 'Induction night programme', pages: 2, rgb: [180, 40, 40], formats: ['png', 'pdf'] },
  {
    id: 'DAF3Locked',
    title: 'Premium template',
    pages: 1,
    rgb: [0, 120, 60],
    formats: ['png'],
    fail: {
      code: 'license_required',
      message: 'The design uses premium elements the user has no licence for.',
    },
  },
];

export async function startCanva(options: { clientId?: string; clientSecret?: string } = {}): Promise<StandInCanva> {
  let jobCount = 0;
  const canva: StandInCanva = {
    url: '',
    apiBase: '',
    authorizeUrl: '',
    clientId: options.clientId ?? 'stand-in-canva-client',
    clientSecret: options.clientSecret ?? 'stand-in-canva-secret',
    accessTtl: 14_400,
    codes: new Map(),
    access: new Map(),
    refresh: new Set(),
    tokenRequests: [],
    displayName: 'Northfield Athletics',
    designs: DESIGNS.map((d) => ({ ...d })),
    pageSize: 2,
    pdfBody: 'pdf',
    pollsBeforeDone: 1,
    jobs: new Map(),
    requests: [],
    approve: (authorizationUrl, allow = true) => decide(canva, authorizationUrl, allow),
    expireAccessTokens: () => canva.access.forEach((_, t) => canva.access.set(t, 0)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', canva.url);
    canva.requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const p = url.pathname;
      if (p === '/api/oauth/authorize') return consentPage(canva, url, res);
      if (p === '/api/oauth/decide') {
        const to = decide(canva, url.searchParams.get('for') ?? '', url.searchParams.get('allow') === '1');
        return res.writeHead(302, { location: to }).end();
      }
      if (p === '/rest/v1/oauth/token' && req.method === 'POST') return tokenEndpoint(canva, req, body, res);
      if (p === '/rest/v1/oauth/revoke' && req.method === 'POST') return revokeEndpoint(canva, body, res);
      const file = /^\/files\/([\w-]+)\/(\d+)\.(png|jpg|gif|pdf)$/.exec(p);
      if (file) {
        const job = canva.jobs.get(file[1]);
        if (!job) return send(404, { code: 'not_found' });
        if (file[3] === 'pdf' && canva.pdfBody === 'pdf') {
          const pages = Array.from({ length: job.design.pages }, (_, i) => `${job.design.title} ${i + 1}`);
          return res.writeHead(200, { 'content-type': 'application/pdf' }).end(makePdf(pages));
        }
        return res.writeHead(200, { 'content-type': 'image/png' }).end(solidPng(64, 48, job.design.rgb));
      }
      const thumb = /^\/thumbnails\/(\w+)\.png$/.exec(p);
      if (thumb) {
        const design = canva.designs.find((d) => d.id === thumb[1]);
        return design
          ? res.writeHead(200, { 'content-type': 'image/png' }).end(solidPng(32, 24, design.rgb))
          : send(404, {});
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if ((canva.access.get(bearer) ?? 0) < Date.now())
        return send(401, { code: 'invalid_access_token', message: 'Access token is invalid' });
      if (p === '/rest/v1/users/me/profile') return send(200, { profile: { display_name: canva.displayName } });
      if (p === '/rest/v1/designs') {
        const query = (url.searchParams.get('query') ?? '').toLowerCase();
        const all = canva.designs.filter((d) => d.title.toLowerCase().includes(query));
        const start = Number(url.searchParams.get('continuation') ?? 0);
        const items = all.slice(start, start + canva.pageSize).map((d) => ({
          id: d.id,
          title: d.title,
          owner: { user_id: 'u1', team_id: 't1' },
          thumbnail: { width: 32, height: 24, url: `${canva.url}/thumbnails/${d.id}.png` },
          urls: { edit_url: `${canva.url}/edit/${d.id}`, view_url: `${canva.url}/view/${d.id}` },
          created_at: 1_760_000_000,
          updated_at: 1_763_000_000,
          page_count: d.pages,
        }));
        const next = start + canva.pageSize < all.length ? String(start + canva.pageSize) : undefined;
        return send(200, { items, ...(next ? { continuation: next } : {}) });
      }
      const formats = /^\/rest\/v1\/designs\/(\w+)\/export-formats$/.exec(p);
      if (formats) {
        const design = canva.designs.find((d) => d.id === formats[1]);
        if (!design) return send(404, { code: 'design_not_found', message: 'Design not found' });
        return send(200, { formats: Object.fromEntries(design.formats.map((f) => [f, {}])) });
      }
      if (p === '/rest/v1/exports' && req.method === 'POST') {
        const input = JSON.parse(body || '{}') as { design_id?: string; format?: { type?: string; quality?: number } };
        const design = canva.designs.find((d) => d.id === input.design_id);
        if (!design) return send(404, { code: 'design_not_found', message: 'Design not found' });
        const type = input.format?.type ?? '';
        if (!design.formats.includes(type)) return send(400, { code: 'invalid_field', message: `format ${type}` });
        if (type === 'jpg' && !(Number(input.format?.quality) >= 1))
          return send(400, { code: 'invalid_field', message: "'quality' must not be null." });
        const id = `job-${++jobCount}`;
        canva.jobs.set(id, { design, format: type, polls: 0 });
        return send(200, { job: { id, status: 'in_progress' } });
      }
      const job = /^\/rest\/v1\/exports\/([\w-]+)$/.exec(p);
      if (job) {
        const j = canva.jobs.get(job[1]);
        if (!j) return send(404, { code: 'not_found', message: 'Export job not found' });
        if (j.polls++ < canva.pollsBeforeDone) return send(200, { job: { id: job[1], status: 'in_progress' } });
        if (j.design.fail) return send(200, { job: { id: job[1], status: 'failed', error: j.design.fail } });
        // A PDF is one file of every page; pictures are a file a page.
        const urls = Array.from(
          { length: j.format === 'pdf' ? 1 : j.design.pages },
          (_, i) => `${canva.url}/files/${job[1]}/${i + 1}.${j.format}`,
        );
        return send(200, { job: { id: job[1], status: 'success', urls } });
      }
      send(404, { code: 'not_found', message: `No route ${p}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  canva.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  canva.apiBase = `${canva.url}/rest`;
  canva.authorizeUrl = `${canva.url}/api/oauth/authorize`;
  return canva;
}
