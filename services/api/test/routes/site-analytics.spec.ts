import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { clearSiteAnalyticsCache, SITE_ANALYTICS_OFF } from '../../src/services/analytics/site-analytics-service';

jest.setTimeout(60_000);

interface AggregateBody {
  compute: { aggregation: string; metric?: string; type: string; interval?: string }[];
  filter: { from: string; to: string; query: string };
  group_by?: { facet: string }[];
}

/** A stand-in for Datadog's RUM analytics API: checks the keys and answers each aggregate like Datadog does. */
function datadogApi(seen: AggregateBody[]): Server {
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => resolve(body));
    });
  return createServer(async (req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers['dd-api-key'] !== 'api-key' || req.headers['dd-application-key'] !== 'app-key')
      return send(403, { errors: ['Forbidden'] });
    if (req.method !== 'POST' || req.url !== '/api/v2/rum/analytics/aggregate')
      return send(404, { errors: ['Not found'] });
    const body = JSON.parse(await read(req)) as AggregateBody;
    seen.push(body);
    const { query } = body.filter;
    const facet = body.group_by?.[0]?.facet;
    const c = body.compute[0];
    const buckets = (list: unknown[]) => send(200, { data: { buckets: list }, meta: { status: 'done' } });
    if (c.type === 'timeseries')
      return buckets([
        {
          by: {},
          computes: {
            c0: [
              { time: '2026-03-01T00:00:00Z', value: 40 },
              { time: '2026-03-02T00:00:00Z', value: 60 },
            ],
          },
        },
      ]);
    if (c.aggregation === 'pc50') return buckets([{ by: {}, computes: { c0: 1_250_000_000, c1: 2_100_000_000 } }]);
    if (facet === '@view.url_path')
      return buckets([
        { by: { '@view.url_path': '/home/site-a' }, computes: { c0: 70 } },
        { by: { '@view.url_path': '/category/site-a/x' }, computes: { c0: 30 } },
      ]);
    if (facet === '@device.type') return buckets([{ by: { '@device.type': 'desktop' }, computes: { c0: 12 } }]);
    if (facet === '@browser.name') return buckets([{ by: { '@browser.name': 'Chrome' }, computes: { c0: 12 } }]);
    if (query.startsWith('@type:view')) return buckets([{ by: {}, computes: { c0: 100 } }]);
    if (query.startsWith('@type:session')) return buckets([{ by: {}, computes: { c0: 12 } }]);
    if (query.startsWith('@type:error')) return buckets([{ by: {}, computes: { c0: 3 } }]);
    return buckets([]);
  });
}

const url = (range = '7d') => `/api/v1/sites/${IDS.siteA}/site-analytics?range=${range}`;

describe('configured with keys', () => {
  let t: TestApp;
  let server: Server;
  const seen: AggregateBody[] = [];
  beforeAll(async () => {
    server = datadogApi(seen);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.DATADOG_API_KEY = 'api-key';
    process.env.DATADOG_APP_KEY = 'app-key';
    process.env.DATADOG_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await buildTestApp();
  });
  afterAll(async () => {
    delete process.env.DATADOG_API_KEY;
    delete process.env.DATADOG_APP_KEY;
    delete process.env.DATADOG_API_BASE;
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => clearSiteAnalyticsCache());

  it("reads the site's real-user figures for the range from the monitoring service", async () => {
    const res = await t.req('adminA', 'GET', url('30d'));
    expect(res.statusCode).toBe(200);
    const { configured, analytics } = res.json();
    expect(configured).toBe(true);
    expect(analytics).toMatchObject({
      range: '30d',
      views: 100,
      sessions: 12,
      errors: 3,
      loadingTime: { p50: 1250, p75: 2100 },
      topPages: [
        { path: '/home/site-a', views: 70 },
        { path: '/category/site-a/x', views: 30 },
      ],
      devices: [{ device: 'desktop', sessions: 12 }],
      browsers: [{ browser: 'Chrome', sessions: 12 }],
      byDay: [
        { date: '2026-03-01', views: 40 },
        { date: '2026-03-02', views: 60 },
      ],
    });
    expect(Date.parse(analytics.to) - Date.parse(analytics.from)).toBe(30 * 86_400_000);
    // Every query is limited to this site's views (the context the shell sets on RUM).
    expect(seen.length).toBeGreaterThanOrEqual(8);
    expect(seen.every((b) => b.filter.query.includes('@context.site.siteID:"site-a"'))).toBe(true);
  });

  it('is for admins of the site only, and refuses an unknown range', async () => {
    expect((await t.req('anonymous', 'GET', url())).statusCode).toBe(401);
    expect((await t.req('editorAll', 'GET', url())).statusCode).toBe(403);
    expect((await t.req('adminB', 'GET', url())).statusCode).toBe(403);
    expect((await t.req('adminA', 'GET', url('5y'))).statusCode).toBe(400);
  });

  it('says when the monitoring service refuses the keys', async () => {
    process.env.DATADOG_APP_KEY = 'wrong';
    const other = await buildTestApp();
    try {
      const res = await other.req('adminA', 'GET', url());
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/refused the API keys/);
    } finally {
      process.env.DATADOG_APP_KEY = 'app-key';
      await other.close();
    }
  });
});

it('explains how to switch site analytics on when the monitoring service is not configured', async () => {
  const t = await buildTestApp();
  try {
    const res = await t.req('adminA', 'GET', url());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: false, analytics: null, message: SITE_ANALYTICS_OFF });
  } finally {
    await t.close();
  }
});
