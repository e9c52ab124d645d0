// Running pipelines: mingo for most stages, with a leading $match/$sort answered by our planner, and
// $match, $sort and $facet stages run here so they follow MongoDB (mingo differs in sort order,
// collation, numbers). Used by aggregate, views and change streams.
import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import type { CommandContext } from './types';
import { asServerError, fail, ErrorCodes } from '../errors';
import { sortDocuments, validateSort } from '../query/sort';
import { clone } from '../storage/values';
import { compileFilter } from '../query/matcher';
import { addDotProducts, dotProductFields } from './dot-product';

const COPY_FREE = new Set([
  '$match',
  '$project',
  '$addFields',
  '$set',
  '$unset',
  '$group',
  '$sort',
  '$skip',
  '$limit',
  '$unwind',
  '$lookup',
  '$count',
  '$facet',
  '$sortByCount',
  '$replaceRoot',
  '$replaceWith',
]);

function runSegment(docs: Document[], stages: Document[], ctx: CommandContext, collation?: Document): Document[] {
  if (!stages.length) return docs;
  try {
    const agg = new Aggregator(stages, {
      collation: collation as never,
      collectionResolver: (name: string) => [...ctx.view.find(ctx.db, name, {})],
    });
    return agg.run(docs) as Document[];
  } catch (err) {
    throw asServerError(err);
  }
}

export function runPipeline(
  ctx: CommandContext,
  name: string | null,
  pipeline: Document[],
  collation?: Document,
): Document[] {
  let i = 0;
  let filter: Document = {};
  let sort: Document | undefined;
  if (pipeline[i]?.$match && !JSON.stringify(pipeline[i].$match).includes('$expr')) filter = pipeline[i++].$match;
  if (pipeline[i]?.$sort) sort = validateSort(pipeline[i++].$sort);
  const source = name === null ? [] : ctx.view.find(ctx.db, name, filter, { sort, collation });
  return runOver([...source], pipeline.slice(i), ctx, collation);
}

/** Runs `stages` over stored documents, copying them first unless every stage leaves its input alone. */
export function runOver(docs: Document[], stages: Document[], ctx: CommandContext, collation?: Document): Document[] {
  // These mingo stages build new objects and leave their input untouched (checked), so stored,
  // immutable documents are handed over without copying; any other stage gets copies.
  const safe = stages.every((stage) => COPY_FREE.has(Object.keys(stage)[0]));
  return runStages(safe ? docs : docs.map(clone), stages, ctx, collation);
}

/**
 * Runs stages; $match, $sort and $facet are done here (MongoDB semantics), as is an $addFields of dot products
 * (dot-product.ts); runs of others by mingo.
 */
export function runStages(
  input: Document[],
  stages: Document[],
  ctx: CommandContext,
  collation?: Document,
): Document[] {
  let docs = input;
  let segment: Document[] = [];
  const flush = (): void => {
    docs = runSegment(docs, segment, ctx, collation);
    segment = [];
  };
  for (const stage of stages) {
    const op = Object.keys(stage)[0];
    const dots = dotProductFields(stage);
    if (op === '$sort') {
      flush();
      docs = sortDocuments([...docs], validateSort(stage.$sort) ?? {}, collation);
    } else if (op === '$match') {
      flush();
      docs = docs.filter(compileFilter(stage.$match, collation));
    } else if (op === '$facet') {
      flush();
      const out: Document = {};
      for (const [key, sub] of Object.entries(stage.$facet as Document)) {
        if (!Array.isArray(sub)) fail(40170, `arguments to $facet must be arrays, ${key} is type ${typeof sub}`);
        out[key] = runStages(docs, sub, ctx, collation);
      }
      docs = [out];
    } else if (dots) {
      // A dot product of a stored vector and a constant one (search by meaning): a loop, not mingo (dot-product.ts).
      flush();
      docs = addDotProducts(docs, dots) ?? runSegment(docs, [stage], ctx, collation);
    } else if (op === '$out' || op === '$merge') {
      fail(ErrorCodes.IllegalOperation, `${op} is not supported by the embedded server`);
    } else segment.push(stage);
  }
  flush();
  return docs;
}
