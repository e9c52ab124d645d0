/**
 * Search by meaning against an OpenAI-compatible embeddings stand-in on loopback: vectors made when media are
 * added and when their words change, kept with the item but never in a reply, the query ranked by cosine in
 * the database, items without a vector filled in before a search, and a failing provider answered by words.
 */
import sharp from 'sharp';
import { startEmbeddings, type StandInEmbeddings } from '@laurel/testing/stand-ins/embeddings';
import type { EmbeddingsConfig } from '../../src/config-embeddings';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { mediaItem } from '../helpers/media';
import { multipart } from '../helpers/multipart';

jest.setTimeout(60_000);

let t: TestApp;
let provider: StandInEmbeddings;
const logs: string[] = [];
const base = `/api/v1/sites/${IDS.siteA}`;
const names = (res: { json(): { media: { metadata: { name: string } }[] } }) =>
  res.json().media.map((m) => m.metadata.name);

const addLink = async (name: string) => {
  const res = await t.req('editorAll', 'POST', `${base}/media/external`, {
    url: `https://example.org/${encodeURIComponent(name)}`,
    externalType: 'url',
    name,
  });
  expect(res.statusCode).toBe(201);
  return res.json()._id as string;
};
const search = (query: string, extra = '') =>
  t.req('editorAll', 'GET', `${base}/media?vectorQuery=${encodeURIComponent(query)}${extra}`);
const stored = (id: string) => t.app.mongo.db.collection('media').findOne({ _id: id as never });

beforeAll(async () => {
  provider = await startEmbeddings();
  const embeddings: EmbeddingsConfig = {
    url: provider.url,
    apiKey: provider.apiKey,
    model: provider.model,
    dimensions: null,
    vectorSearch: 'exact',
    atlasIndex: 'media_embedding',
  };
  t = await buildTestApp({ embeddings }, logs);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('search by meaning', () => {
  it('finds an upload by what it means, not by its words, and keeps the vector out of replies', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart(
      { description: 'The squad lined up after dark under the floodlights', tags: 'football' },
      { name: 'IMG_2041.png', data: photo, type: 'image/png' },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: `${base}/media`,
      payload,
      headers: { ...headers, ...t.as('editorAll') },
    });
    expect(up.statusCode).toBe(201);
    expect(up.json()).not.toHaveProperty('embedding');
    await addLink('Spring banquet menu');
    await addLink('Science fair results');

    const doc = await stored(up.json()._id);
    expect(doc?.embedding.model).toBe(provider.model);
    const length = Math.hypot(...(doc?.embedding.vector as number[]));
    expect(length).toBeCloseTo(1, 6);
    expect(provider.requests.at(-1)?.authorization).toBe(`Bearer ${provider.apiKey}`);

    // "team photo at night" shares no word with the upload: words find nothing, meaning finds it first.
    const words = await t.req('editorAll', 'GET', `${base}/media?text=${encodeURIComponent('team photo at night')}`);
    expect(words.json().pagination.total).toBe(0);
    const res = await search('team photo at night');
    expect(res.statusCode).toBe(200);
    expect(res.json().search).toEqual({ semanticAvailable: true, answeredBy: 'meaning', note: null });
    expect(names(res)[0]).toBe('IMG_2041.png');
    expect(res.json().media[0]).not.toHaveProperty('embedding');
    expect(res.json().media[0]).not.toHaveProperty('score');
    // The library's kinds still narrow it: no document is a match.
    expect((await search('team photo at night', '&type=document')).json().media).toEqual([]);
  });

  it('makes the vector anew when an item is renamed or described', async () => {
    const id = await addLink('Untitled link');
    const before = (await stored(id))?.embedding.vector;
    const patch = await t.req('editorAll', 'PATCH', `${base}/media/${id}`, {
      metadata: { name: 'Trophy cabinet', description: 'Every award the school has won' },
    });
    expect(patch.statusCode).toBe(200);
    expect((await stored(id))?.embedding.vector).not.toEqual(before);
    expect(names(await search('championship cup'))[0]).toBe('Trophy cabinet');
    // A change that is not to its words (its focal point) does not ask the provider again.
    const asked = provider.requests.length;
    await t.req('editorAll', 'PATCH', `${base}/media/${id}`, { metadata: { focalPoint: { x: 0.5, y: 0.5 } } });
    expect(provider.requests.length).toBe(asked);
  });

  it('fills in vectors for items added before it was set up, before searching', async () => {
    await t.app.repos.media.insertOne({
      ...mediaItem(IDS.siteA, 'old-yearbook'),
      metadata: { name: '1998 yearbook', description: 'The class booklet' },
    });
    expect((await stored('old-yearbook'))?.embedding).toBeUndefined();
    const res = await search('programme brochure');
    expect(names(res)[0]).toBe('1998 yearbook');
    expect((await stored('old-yearbook'))?.embedding.model).toBe(provider.model);
  });

  it('an item with nothing written about it is never a match and never asked for again', async () => {
    const blank = await addLink('');
    expect((await stored(blank))?.embedding).toEqual({ model: provider.model, vector: [] });
    const asked = provider.requests.length;
    const res = await search('anything at all');
    expect(res.json().media.map((m: { _id: string }) => m._id)).not.toContain(blank);
    expect(provider.requests.length).toBe(asked + 1); // the query only
  });

  it('lists only the site’s own live items, at most 100, a page at a time', async () => {
    await t.app.repos.media.insertOne({
      ...mediaItem(IDS.siteB, 'b-trophy'),
      metadata: { name: 'Trophy of site B' },
    });
    const first = await search('trophy', '&limit=2');
    expect(first.json().pagination).toMatchObject({ page: 1, limit: 2 });
    const all = await search('trophy', '&limit=100');
    expect(names(all)).not.toContain('Trophy of site B');
    expect(all.json().pagination.total).toBe(all.json().media.length);
    expect(all.json().media.length).toBeLessThanOrEqual(100);
  });

  it('answers by words, says why and logs it, when the provider fails; uploads still work', async () => {
    provider.failWith = 503;
    try {
      const added = await addLink('Evening gala photos');
      expect((await stored(added))?.embedding).toBeUndefined();
      const res = await search('gala');
      expect(res.statusCode).toBe(200);
      expect(res.json().search).toEqual({
        semanticAvailable: true,
        answeredBy: 'words',
        note: expect.stringMatching(
          /^Search by meaning is not working just now \(the embeddings provider answered 503/,
        ),
      });
      expect(names(res)).toEqual(['Evening gala photos']);
      expect(logs.some((l) => l.includes('search by meaning failed; answered by words'))).toBe(true);
    } finally {
      provider.failWith = null;
    }
    // Back up: the item missed while it was down gets its vector before the next search.
    expect(names(await search('dinner at dusk'))[0]).toBe('Evening gala photos');
  });
});
