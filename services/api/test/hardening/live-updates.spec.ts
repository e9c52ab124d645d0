/**
 * Issue 11 items 3 and 7: the change stream (GET /sites/{siteId}/events) is capped per client and in all,
 * with a clear status when refused; and visitors are told only about what they may see (no ids of
 * unpublished folders and entries, deleted media or accounts). Editors of the site get every notice.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { logSerializers } from '../../src/log-serializers';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { addMedia } from '../helpers/media';
import { openSse, type SseClient } from '../helpers/sse';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp({ trustProxy: ['127.0.0.1'], sseMaxPerClient: 3, sseMaxTotal: 5 });
  await addMedia(t.app, IDS.siteA, 'media-live', 'media-gone');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const events = `/api/v1/sites/${IDS.siteA}/events`;
const notice = (kind: string, id: string) => `event: change\ndata: ${JSON.stringify({ siteId: IDS.siteA, kind, id })}`;

describe('what visitors are told', () => {
  let visitor: SseClient;
  let editor: SseClient;
  beforeEach(async () => {
    visitor = await openSse(port, events);
    editor = await openSse(port, events, { authorization: `Bearer ${t.tokens.editorAll}` });
    expect(await visitor.next()).toContain('connected');
    expect(await editor.next()).toContain('connected');
  });
  afterEach(() => {
    visitor.close();
    editor.close();
  });

  test('edits of an unpublished entry, a hidden folder and its entry, deleted media and accounts are not announced; the next public edit is', async () => {
    const seen = visitor.next();
    await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/categories/${IDS.hidden}`, { categoryName: 'Secret' });
    await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/media/media-gone`, { hideInDAM: true });
    await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/media/media-gone`, { metadata: { name: 'Still gone' } });
    t.app.events.emit({ siteId: IDS.siteA, kind: 'entry', id: IDS.entryDraft });
    t.app.events.emit({ siteId: IDS.siteA, kind: 'entry', id: IDS.entryHidden });
    t.app.events.emit({ siteId: IDS.siteA, kind: 'user', id: t.userIds.editorAll });
    await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`, { categoryName: 'Public' });
    expect(await seen).toBe(notice('category', IDS.other));
    // The editor heard everything, in order.
    const editorFrames: string[] = [];
    for (let i = 0; i < 7; i++) editorFrames.push(await editor.next());
    expect(editorFrames).toEqual([
      notice('category', IDS.hidden),
      notice('media', 'media-gone'),
      notice('media', 'media-gone'),
      notice('entry', IDS.entryDraft),
      notice('entry', IDS.entryHidden),
      notice('user', t.userIds.editorAll),
      notice('category', IDS.other),
    ]);
    expect(visitor.pending().filter((f) => f.includes('event: change'))).toEqual([]);
  });

  test('publishing and unpublishing are announced (the page must change); live media edits are announced', async () => {
    const published = visitor.next();
    await t.app.repos.entries.setFields(IDS.entryDraft, { isLive: true });
    t.app.events.emit({ siteId: IDS.siteA, kind: 'entry', id: IDS.entryDraft });
    expect(await published).toBe(notice('entry', IDS.entryDraft));
    const unpublished = visitor.next();
    await t.app.repos.entries.setFields(IDS.entryDraft, { isLive: false });
    t.app.events.emit({ siteId: IDS.siteA, kind: 'entry', id: IDS.entryDraft });
    expect(await unpublished).toBe(notice('entry', IDS.entryDraft));
    const media = visitor.next();
    await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/media/media-live`, { metadata: { name: 'Renamed' } });
    expect(await media).toBe(notice('media', 'media-live'));
  });
});

describe('an editor’s browser stream (EventSource sends no Authorization header)', () => {
  test('?access_token= of an editor hears unpublished changes; a forged token hears what visitors do', async () => {
    const withToken = (token: string) => openSse(port, `${events}?access_token=${encodeURIComponent(token)}`);
    const editor = await withToken(t.tokens.editorAll);
    const forged = await withToken(`${t.tokens.editorAll}x`);
    expect(await editor.next()).toContain('connected');
    expect(await forged.next()).toContain('connected');
    const heard = editor.next();
    const forgedHeard = forged.next();
    t.app.events.emit({ siteId: IDS.siteA, kind: 'entry', id: IDS.entryDraft });
    expect(await heard).toBe(notice('entry', IDS.entryDraft));
    await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`, { categoryName: 'Seen' });
    expect(await forgedHeard).toBe(notice('category', IDS.other));
    editor.close();
    forged.close();
  });

  test('the token is not written to the logs', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', serializers: logSerializers, stream: { write: (l: string) => lines.push(l) } },
    });
    app.get('/api/v1/sites/:siteId/events', async () => 'ok');
    await app.inject({ method: 'GET', url: '/api/v1/sites/site-a/events?x=1&access_token=secret.jwt.value' });
    await app.close();
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.req);
    expect(logged.req).toMatchObject({ method: 'GET', url: '/api/v1/sites/site-a/events?x=1&access_token=[redacted]' });
    expect(lines.join('')).not.toContain('secret.jwt.value');
  });
});

describe('caps', () => {
  const from = (ip: string) => openSse(port, events, { 'x-forwarded-for': ip });

  test('a client gets 3 streams (429 after, with Retry-After), the server 5 in all (503 after); a closed stream frees its place', async () => {
    const mine = [await from('198.51.100.1'), await from('198.51.100.1'), await from('198.51.100.1')];
    for (const s of mine) expect(s.res.statusCode).toBe(200);
    const fourth = await from('198.51.100.1');
    expect(fourth.res.statusCode).toBe(429);
    expect(fourth.res.headers['retry-after']).toBe('30');
    expect(JSON.parse(await fourth.body()).message).toBe(
      'Too many live update connections from this address (at most 3). Close other tabs or screens and try again.',
    );
    const others = [await from('198.51.100.2'), await from('198.51.100.3')];
    for (const s of others) expect(s.res.statusCode).toBe(200);
    const sixth = await from('198.51.100.4');
    expect(sixth.res.statusCode).toBe(503);
    expect(JSON.parse(await sixth.body()).message).toBe(
      'The server has too many live update connections right now. Please try again shortly.',
    );
    mine[0].close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await from('198.51.100.4');
    expect(again.res.statusCode).toBe(200);
    for (const s of [...mine, ...others, again]) s.close();
  });
});
