/**
 * Semantic media search from the environment (docs/operators.md, "Search by meaning"). EMBEDDINGS_URL and
 * EMBEDDINGS_MODEL switch it on: an OpenAI-compatible `POST …/v1/embeddings` endpoint (OpenAI, Azure's
 * compatible endpoint, a local Ollama or llama.cpp server). Without them a `vectorQuery` is answered by text
 * search and the media library says so. MEDIA_VECTOR_SEARCH picks how the nearest items are found: `exact`
 * (default; a cosine score computed by the database over the site's vectors, on any MongoDB and the embedded
 * server) or `atlas` (MongoDB Atlas `$vectorSearch` on the index MEDIA_VECTOR_INDEX).
 */
export interface EmbeddingsConfig {
  /** The full endpoint address, e.g. `https://api.openai.com/v1/embeddings`. */
  url: string;
  /** Sent as `Authorization: Bearer …`; null for a local server that takes none. */
  apiKey: string | null;
  model: string;
  /** Asked of models that can shorten their vectors (OpenAI's text-embedding-3); null = the model's own. */
  dimensions: number | null;
  vectorSearch: 'exact' | 'atlas';
  /** The Atlas Vector Search index on `media` (only with `atlas`). */
  atlasIndex: string;
}

export class EmbeddingsConfigError extends Error {}

const NAMES = [
  'EMBEDDINGS_URL',
  'EMBEDDINGS_API_KEY',
  'EMBEDDINGS_MODEL',
  'EMBEDDINGS_DIMENSIONS',
  'MEDIA_VECTOR_SEARCH',
  'MEDIA_VECTOR_INDEX',
];

function endpoint(raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new EmbeddingsConfigError(`EMBEDDINGS_URL must be a URL (got "${raw}").`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new EmbeddingsConfigError(`EMBEDDINGS_URL must be an http(s) URL (got "${raw}").`);
  return raw;
}

export function loadEmbeddingsConfig(env: NodeJS.ProcessEnv): EmbeddingsConfig | null {
  const get = (name: string) => env[name]?.trim() || null;
  const url = get('EMBEDDINGS_URL');
  const model = get('EMBEDDINGS_MODEL');
  if (!url) {
    const other = NAMES.find((n) => get(n));
    if (other) throw new EmbeddingsConfigError(`${other} is set but EMBEDDINGS_URL is not: set EMBEDDINGS_URL too.`);
    return null;
  }
  if (!model)
    throw new EmbeddingsConfigError('EMBEDDINGS_URL needs EMBEDDINGS_MODEL (the embedding model to ask for).');
  const dims = get('EMBEDDINGS_DIMENSIONS');
  const dimensions = dims === null ? null : Number(dims);
  if (dimensions !== null && (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 8192))
    throw new EmbeddingsConfigError(`EMBEDDINGS_DIMENSIONS must be a whole number from 1 to 8192 (got "${dims}").`);
  const mode = get('MEDIA_VECTOR_SEARCH') ?? 'exact';
  if (mode !== 'exact' && mode !== 'atlas')
    throw new EmbeddingsConfigError(`MEDIA_VECTOR_SEARCH must be exact or atlas (got "${mode}").`);
  return {
    url: endpoint(url),
    apiKey: get('EMBEDDINGS_API_KEY'),
    model,
    dimensions,
    vectorSearch: mode,
    atlasIndex: get('MEDIA_VECTOR_INDEX') ?? 'media_embedding',
  };
}
