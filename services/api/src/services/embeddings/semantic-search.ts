/**
 * Search by meaning (`vectorQuery`): the query's vector from the embeddings provider, then the site's items
 * ranked by cosine similarity in the database (exact, or Atlas `$vectorSearch`; media-search-query.ts). Off —
 * answered by words, with a note saying so — when the server has no embeddings provider, or when the provider
 * fails (logged at warn).
 */
import type { MediaItem, MediaSearchMode } from '@laurel/domain';
import type { MediaSearch } from '../../plugins/app/repositories/media-repository';
import type { AuthedCtx } from '../context';
import { embedTexts, EmbeddingsError } from './embeddings-client';
import { backfillEmbeddings } from './media-embedding';

export const SEMANTIC_OFF =
  'Search by meaning is not set up on this server, so this search matched the words in names, descriptions and tags instead.';
export const semanticFailed = (reason: string) =>
  `Search by meaning is not working just now (${reason}), so this search matched the words in names, descriptions and tags instead.`;

interface Found {
  items: MediaItem[];
  total: number;
  search: MediaSearchMode;
}

export async function searchByMeaning(ctx: AuthedCtx, q: MediaSearch, query: string): Promise<Found> {
  const { app } = ctx;
  const config = app.config.embeddings;
  const byWords = async (note: string): Promise<Found> => {
    const found = await app.repos.media.search({ ...q, text: q.text ?? query.trim().toLowerCase() });
    return { ...found, search: { semanticAvailable: config !== null, answeredBy: 'words', note } };
  };
  if (!config) return byWords(SEMANTIC_OFF);
  let vector: number[];
  try {
    await backfillEmbeddings(app, q.siteId);
    [vector] = await embedTexts(config, [query.trim()]);
  } catch (err) {
    if (!(err instanceof EmbeddingsError)) throw err;
    app.log.warn({ siteId: q.siteId, reason: err.message }, 'search by meaning failed; answered by words');
    return byWords(semanticFailed(err.message));
  }
  const found = await app.repos.media.nearest({
    ...q,
    vector,
    model: config.model,
    mode: config.vectorSearch,
    atlasIndex: config.atlasIndex,
  });
  return { ...found, search: { semanticAvailable: true, answeredBy: 'meaning', note: null } };
}
