/**
 * The embeddings provider: an OpenAI-compatible `POST /v1/embeddings` (config-embeddings.ts), called through the
 * API's one outbound fetch (outbound/guarded-fetch.ts) with a time and size limit. Its address is operator
 * configuration, like the Canva and X API bases, so it is not address-checked (a local model server on
 * loopback is a normal set-up). Vectors come back scaled to length 1, so a dot product is their cosine.
 */
import type { EmbeddingsConfig } from '../../config-embeddings';
import { guardedFetch, OutboundError } from '../outbound/guarded-fetch';

const TIMEOUT_MS = 15_000;
/** A batch's reply: up to 64 vectors of a few thousand numbers written as text. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Texts sent in one request. */
export const EMBEDDINGS_BATCH = 64;

/** The provider could not give vectors; the message is for logs and the editor's note. */
export class EmbeddingsError extends Error {}

interface Reply {
  data?: { index?: number; embedding?: unknown }[];
  error?: { message?: string } | string;
}

export function unitLength(vector: number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
  return norm > 0 ? vector.map((x) => x / norm) : vector;
}

const isVector = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'number' && Number.isFinite(x));

function reason(status: number, body: Reply | null): string {
  const err = body?.error;
  const message = typeof err === 'string' ? err : err?.message;
  return `the embeddings provider answered ${status}${message ? ` (${message.slice(0, 200)})` : ''}`;
}

/** One vector per text, in order, each of length 1. */
export async function embedTexts(config: EmbeddingsConfig, texts: string[]): Promise<number[][]> {
  if (texts.length === 0) return [];
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = JSON.stringify({
    model: config.model,
    input: texts,
    encoding_format: 'float',
    ...(config.dimensions ? { dimensions: config.dimensions } : {}),
  });
  let status: number;
  let parsed: Reply | null = null;
  try {
    const res = await guardedFetch(config.url, {
      method: 'POST',
      headers,
      body,
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_BYTES,
    });
    status = res.status;
    try {
      parsed = JSON.parse(res.text) as Reply;
    } catch {
      parsed = null;
    }
  } catch (err) {
    if (err instanceof OutboundError) throw new EmbeddingsError(`the embeddings provider: ${err.message}`);
    throw err;
  }
  if (status < 200 || status >= 300) throw new EmbeddingsError(reason(status, parsed));
  const data = parsed?.data;
  if (!Array.isArray(data) || data.length !== texts.length)
    throw new EmbeddingsError(`the embeddings provider sent ${data?.length ?? 'no'} vectors for ${texts.length} texts`);
  const vectors: number[][] = new Array(texts.length);
  data.forEach((d, i) => {
    const at = typeof d.index === 'number' ? d.index : i;
    if (!isVector(d.embedding) || at < 0 || at >= texts.length)
      throw new EmbeddingsError('the embeddings provider sent something that is not a list of vectors');
    vectors[at] = unitLength(d.embedding);
  });
  const length = vectors[0]?.length;
  if (vectors.some((v) => !v || v.length !== length))
    throw new EmbeddingsError('the embeddings provider sent vectors of different lengths');
  return vectors;
}
