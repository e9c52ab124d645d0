// aggregate: mingo pipelines, with a leading $match/$sort answered by our planner and every
// $sort stage done in MongoDB's order (mingo's order differs for mixed types and arrays).
import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import { collectionName, type Handler, type CommandContext } from './types';
import { asServerError, fail, ErrorCodes } from '../errors';
import { sortDocuments, validateSort } from '../query/sort';
import { clone } from '../storage/values';

const COPY_FREE = new Set(['$match', '$project', '$addFields', '$set', '$unset', '$group', '$sort', '$skip', '$limit', '$unwind', '$lookup', '$count', '$facet', '$sortByCount', '$replaceRoot', '$replaceWith']);

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

export function runPipeline(ctx: CommandContext, name: string | null, pipeline: Document[], collation?: Document): Document[] {
  let i = 0;
  let filter: Document = {};
  let sort: Document | undefined;
  if (pipeline[i]?.$match && !JSON.stringify(pipeline[i].$match).includes('$expr')) filter = pipeline[i++].$match;
  if (pipeline[i]?.$sort) sort = validateSort(pipeline[i++].$sort);
  const source = name === null ? [] : ctx.view.find(ctx.db, name, filter, { sort, collation });
  // These mingo stages build new objects and leave their input untouched (checked), so stored,
  // immutable documents are handed over without copying; any other stage gets copies.
  const safe = pipeline.slice(i).every((stage) => COPY_FREE.has(Object.keys(stage)[0]));
  let docs = safe ? [...source] : [...source].map(clone);
  let segment: Document[] = [];
  for (; i < pipeline.length; i++) {
    const stage = pipeline[i];
    const op = Object.keys(stage)[0];
    if (op === '$sort') {
      docs = sortDocuments(runSegment(docs, segment, ctx, collation), validateSort(stage.$sort) ?? {}, collation);
      segment = [];
    } else if (op === '$out' || op === '$merge') {
      fail(ErrorCodes.IllegalOperation, `${op} is not supported by the embedded server`);
    } else segment.push(stage);
  }
  return runSegment(docs, segment, ctx, collation);
}

export const aggregate: Handler = (cmd, ctx) => {
  const name = cmd.aggregate === 1 ? null : collectionName(cmd, 'aggregate');
  if (!Array.isArray(cmd.pipeline)) fail(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  for (const stage of cmd.pipeline as Document[]) {
    if (!stage || typeof stage !== 'object' || Object.keys(stage).length !== 1)
      fail(40323, 'A pipeline stage specification object must contain exactly one field.');
  }
  if (cmd.explain) return { queryPlanner: { namespace: `${ctx.db}.${name}` }, ok: 1 };
  const result = runPipeline(ctx, name, cmd.pipeline, cmd.collation);
  const batchSize = cmd.cursor?.batchSize;
  return ctx.state.cursors.open(`${ctx.db}.${name ?? '$cmd.aggregate'}`, result, batchSize, ctx.sessionKey);
};
