/**
 * The media library's search as database queries: the filter of a search (site, library or deleted, words,
 * tags, folders, kinds) and the pipelines that rank items by meaning. Vectors are stored at length 1
 * (`embedding.vector`, with the `embedding.model` that made them), so cosine similarity is a dot product.
 *  - exact: the database computes every candidate's dot product with the query ($zip + $reduce) and sorts;
 *    runs on any MongoDB and on the embedded server, fine for a school's library (thousands of items).
 *  - atlas: MongoDB Atlas `$vectorSearch` (approximate nearest neighbours) on an index whose filter fields are
 *    siteID, hideInDAM and embedding.model; the rest of the filter is applied to what it returns.
 */
import type { Document, Filter } from 'mongodb';

export interface MediaSearch {
  siteId: string;
  page: number;
  limit: number;
  text?: string;
  tags?: string[];
  hideInDAM: boolean;
  /** Only items of these folders (an editor limited to folders); absent = every item. */
  folderIds?: readonly string[];
  /** Only these media types (image, video, document). */
  types?: string[];
}

export interface NearestSearch extends MediaSearch {
  /** The query's vector, length 1. */
  vector: number[];
  model: string;
  mode: 'exact' | 'atlas';
  atlasIndex: string;
}

/** A search by meaning lists at most this many items, the closest first. */
export const NEAREST_TOP = 100;

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a search's items must match besides the site and view (words, tags, folders, kinds). */
function refinements(q: MediaSearch): Filter<Document>[] {
  const and: Filter<Document>[] = [];
  if (q.text) {
    const pattern = { $regex: escapeRegex(q.text), $options: 'i' };
    and.push({
      $or: [{ 'metadata.name': pattern }, { 'metadata.description': pattern }, { 'metadata.tags': pattern }],
    });
  }
  if (q.tags && q.tags.length > 0) and.push({ 'metadata.tags': { $all: q.tags } });
  if (q.folderIds) and.push({ categoryIDs: { $in: q.folderIds as never[] } });
  if (q.types && q.types.length > 0) and.push({ type: { $in: q.types } });
  return and;
}

export function mediaSearchFilter(q: MediaSearch): Filter<Document> {
  const filter: Filter<Document> = { siteID: q.siteId, hideInDAM: q.hideInDAM };
  const and = refinements(q);
  if (and.length > 0) filter.$and = and;
  return filter;
}

/** The dot product of the stored vector and the query's: their cosine, both being of length 1. */
const cosine = (vector: number[]) => ({
  $reduce: {
    input: { $zip: { inputs: ['$embedding.vector', { $literal: vector }] } },
    initialValue: 0,
    in: { $add: ['$$value', { $multiply: [{ $arrayElemAt: ['$$this', 0] }, { $arrayElemAt: ['$$this', 1] }] }] },
  },
});

/** A page of the closest items and how many were found (at most NEAREST_TOP), as one result document. */
export function nearestPipeline(q: NearestSearch): Document[] {
  const page = [
    {
      $facet: {
        items: [{ $skip: (q.page - 1) * q.limit }, { $limit: q.limit }, { $project: { embedding: 0, score: 0 } }],
        total: [{ $count: 'n' }],
      },
    },
  ];
  if (q.mode === 'atlas') {
    return [
      {
        $vectorSearch: {
          index: q.atlasIndex,
          path: 'embedding.vector',
          queryVector: q.vector,
          numCandidates: NEAREST_TOP * 10,
          limit: NEAREST_TOP,
          filter: { $and: [{ siteID: q.siteId }, { hideInDAM: q.hideInDAM }, { 'embedding.model': q.model }] },
        },
      },
      { $match: { deletedAt: null, ...(refinements(q).length ? { $and: refinements(q) } : {}) } },
      ...page,
    ];
  }
  return [
    {
      $match: {
        ...mediaSearchFilter(q),
        deletedAt: null,
        'embedding.model': q.model,
        'embedding.vector.0': { $exists: true },
      },
    },
    { $addFields: { score: cosine(q.vector) } },
    { $sort: { score: -1, _id: 1 } },
    { $limit: NEAREST_TOP },
    ...page,
  ];
}
