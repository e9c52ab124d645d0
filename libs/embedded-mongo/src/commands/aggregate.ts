// aggregate: mingo pipelines, with a leading $match/$sort answered by our planner, and $match, $sort
// and $facet stages run here so they follow MongoDB (mingo differs in sort order, collation, numbers).
import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import { collectionName, type Handler, type CommandContext } from './types';
import { asServerError, fail, ErrorCodes } from '../errors';
import { sortDocuments, validateSort } from '../query/sort';
import { clone } from '../storage/values';
import { compileFilter } from '../query/matcher';

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
  // These mingo stages build new objects and leave their input untouched (checked), so stored,
  // immutable documents are handed over without copying; any other stage gets copies.
  const safe = pipeline.slice(i).every((stage) => COPY_FREE.has(Object.keys(stage)[0]));
  const docs = safe ? [...source] : [...source].map(clone);
  return runStages(docs, pipeline.slice(i), ctx, collation);
}

/** Runs stages; $match, $sort and $facet are done here (MongoDB semantics), runs of others by mingo. */
function runStages(input: Document[], stages: Document[], ctx: CommandContext, collation?: Document): Document[] {
  let docs = input;
  let segment: Document[] = [];
  const flush = (): void => {
    docs = runSegment(docs, segment, ctx, collation);
    segment = [];
  };
  for (const stage of stages) {
    const op = Object.keys(stage)[0];
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
    } else if (op === '$out' || op === '$merge') {
      fail(ErrorCodes.IllegalOperation, `${op} is not supported by the embedded server`);
    } else segment.push(stage);
  }
  flush();
  return docs;
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
