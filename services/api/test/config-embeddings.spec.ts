import { loadConfig } from '../src/config';
import { nearestPipeline } from '../src/plugins/app/repositories/media-search-query';

const base = { JWT_SECRET: 'x'.repeat(40) };

it('leaves search by meaning off without EMBEDDINGS_URL', () => {
  expect(loadConfig(base).embeddings).toBeNull();
});

it('reads the provider, the model and the search mode, exact by default', () => {
  expect(
    loadConfig({
      ...base,
      EMBEDDINGS_URL: 'https://api.openai.com/v1/embeddings',
      EMBEDDINGS_API_KEY: 'sk-abc',
      EMBEDDINGS_MODEL: 'text-embedding-3-small',
    }).embeddings,
  ).toEqual({
    url: 'https://api.openai.com/v1/embeddings',
    apiKey: 'sk-abc',
    model: 'text-embedding-3-small',
    dimensions: null,
    vectorSearch: 'exact',
    atlasIndex: 'media_embedding',
  });
  expect(
    loadConfig({
      ...base,
      EMBEDDINGS_URL: 'http://127.0.0.1:11434/v1/embeddings',
      EMBEDDINGS_MODEL: 'nomic-embed-text',
      EMBEDDINGS_DIMENSIONS: '512',
      MEDIA_VECTOR_SEARCH: 'atlas',
      MEDIA_VECTOR_INDEX: 'media_vectors',
    }).embeddings,
  ).toMatchObject({ apiKey: null, dimensions: 512, vectorSearch: 'atlas', atlasIndex: 'media_vectors' });
});

it('stops the start with a clear message for half a configuration or a bad value', () => {
  expect(() => loadConfig({ ...base, EMBEDDINGS_URL: 'https://api.openai.com/v1/embeddings' })).toThrow(
    'EMBEDDINGS_URL needs EMBEDDINGS_MODEL',
  );
  expect(() => loadConfig({ ...base, EMBEDDINGS_API_KEY: 'sk-abc' })).toThrow(
    'EMBEDDINGS_API_KEY is set but EMBEDDINGS_URL is not',
  );
  const on = { ...base, EMBEDDINGS_URL: 'https://e.example/v1/embeddings', EMBEDDINGS_MODEL: 'm' };
  expect(() => loadConfig({ ...on, EMBEDDINGS_URL: 'ftp://e.example' })).toThrow('EMBEDDINGS_URL must be an http(s)');
  expect(() => loadConfig({ ...on, MEDIA_VECTOR_SEARCH: 'fast' })).toThrow(
    'MEDIA_VECTOR_SEARCH must be exact or atlas',
  );
  expect(() => loadConfig({ ...on, EMBEDDINGS_DIMENSIONS: '0' })).toThrow('EMBEDDINGS_DIMENSIONS must be');
});

it('asks Atlas for $vectorSearch first, pre-filtered by site, view and model, then narrows and pages', () => {
  const pipeline = nearestPipeline({
    siteId: 's1',
    page: 2,
    limit: 24,
    hideInDAM: false,
    types: ['image'],
    vector: [0.6, 0.8],
    model: 'm',
    mode: 'atlas',
    atlasIndex: 'media_embedding',
  });
  expect(pipeline[0]).toEqual({
    $vectorSearch: {
      index: 'media_embedding',
      path: 'embedding.vector',
      queryVector: [0.6, 0.8],
      numCandidates: 1000,
      limit: 100,
      filter: { $and: [{ siteID: 's1' }, { hideInDAM: false }, { 'embedding.model': 'm' }] },
    },
  });
  expect(pipeline[1]).toEqual({ $match: { deletedAt: null, $and: [{ type: { $in: ['image'] } }] } });
  expect(pipeline[2].$facet.items.slice(0, 2)).toEqual([{ $skip: 24 }, { $limit: 24 }]);
  expect(JSON.stringify(pipeline)).not.toContain('$zip');
});
