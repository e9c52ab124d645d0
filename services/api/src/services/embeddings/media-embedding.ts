/**
 * Media items' vectors for search by meaning: made from an item's name, description and tags when it is added
 * (upload, Canva, external media) and when any of those change, and kept with the item (`embedding`, with
 * the model's name). Items without a vector of the configured model (added before search by meaning was set
 * up, imported with a site, or added while the provider failed) are filled in a batch before a search by
 * meaning. A failing provider never fails the upload or the edit: it is logged and the item waits for the
 * next backfill.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '@laurel/domain';
import { EMBEDDINGS_BATCH, embedTexts, EmbeddingsError } from './embeddings-client';

/** What a vector is made of: what an editor wrote about the item. */
export function embeddingText(item: Pick<MediaItem, 'metadata' | 'type'>): string {
  const m = item.metadata ?? {};
  const tags = (m.tags ?? []).join(', ');
  return [m.name, m.description, tags ? `Tags: ${tags}` : '']
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, 4000);
}

/** Computes and stores the items' vectors; false (logged) when the provider could not give them. */
export async function embedMedia(app: FastifyInstance, items: MediaItem[]): Promise<boolean> {
  const config = app.config.embeddings;
  if (!config) return true;
  const all = items.map((item) => ({ id: item._id, text: embeddingText(item) }));
  // An item with nothing written about it gets an empty vector: never found by meaning, never asked for again.
  await app.repos.media.setEmbeddings(
    all.filter((t) => !t.text).map((t) => ({ id: t.id, embedding: { model: config.model, vector: [] } })),
  );
  const todo = all.filter((t) => t.text);
  try {
    for (let i = 0; i < todo.length; i += EMBEDDINGS_BATCH) {
      const batch = todo.slice(i, i + EMBEDDINGS_BATCH);
      const vectors = await embedTexts(
        config,
        batch.map((t) => t.text),
      );
      await app.repos.media.setEmbeddings(
        batch.map((t, j) => ({ id: t.id, embedding: { model: config.model, vector: vectors[j] } })),
      );
    }
    return true;
  } catch (err) {
    if (!(err instanceof EmbeddingsError)) throw err;
    app.log.warn({ media: todo.map((t) => t.id).slice(0, 10), reason: err.message }, 'media vectors not made');
    return false;
  }
}

/** Vectors for up to one batch of the site's items that have none from the configured model. */
export async function backfillEmbeddings(app: FastifyInstance, siteId: string): Promise<void> {
  const config = app.config.embeddings;
  if (!config) return;
  const missing = await app.repos.media.withoutEmbedding(siteId, config.model, EMBEDDINGS_BATCH);
  if (missing.length > 0) await embedMedia(app, missing);
}
