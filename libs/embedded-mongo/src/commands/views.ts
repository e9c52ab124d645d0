// Read-only views (`create` with `viewOn` and `pipeline`): their definition is a collection entry whose
// options hold viewOn/pipeline (so the journal, snapshots, drop and dropDatabase treat them like
// collections); reads run the view's pipeline over its source, writes are refused as in MongoDB.
import type { Document } from 'bson';
import type { Engine } from '../storage/engine';
import { collectionName, type CommandContext } from './types';
import { fail, ErrorCodes } from '../errors';

export const MAX_VIEW_DEPTH = 20;

const VIEW_OPTIONS = new Set(['viewOn', 'pipeline', 'collation', 'comment']);
const FORBIDDEN_STAGES = new Set(['$out', '$merge', '$changeStream']);

export function notOnView(db: string, name: string): never {
  fail(ErrorCodes.CommandNotSupportedOnView, `Namespace ${db}.${name} is a view, not a collection`);
}

/** The collection a command that needs a collection (writes, indexes) names; a view is refused. */
export function writableCollection(cmd: Document, field: string, ctx: CommandContext): string {
  const name = collectionName(cmd, field);
  if (ctx.state.engine.collection(ctx.db, name)?.isView) notOnView(ctx.db, name);
  return name;
}

/** The names a view reads through, the view itself first (stops at a collection or a missing name). */
function chainOf(engine: Engine, db: string, viewOn: string, start: string): string[] {
  const chain = [start];
  let next: string | undefined = viewOn;
  while (next !== undefined) {
    chain.push(next);
    if (next === start)
      fail(ErrorCodes.GraphContainsCycle, `View cycle detected: [${chain.map((n) => `${db}.${n}`).join(', ')}]`);
    if (chain.length > MAX_VIEW_DEPTH + 1)
      fail(
        ErrorCodes.ViewDepthLimitExceeded,
        `View depth too deep or view cycle detected. Maximum depth is ${MAX_VIEW_DEPTH}`,
      );
    const coll = engine.collection(db, next);
    next = coll?.isView ? (coll.options.viewOn as string) : undefined;
  }
  return chain;
}

/** Validates the options of a `create` that defines a view; returns the options to store. */
export function viewOptions(ctx: CommandContext, name: string, options: Document): Document {
  if (ctx.txn)
    fail(ErrorCodes.OperationNotSupportedInTransaction, `Cannot create a view in a multi-document transaction.`);
  if (typeof options.viewOn !== 'string' || options.viewOn === '')
    fail(ErrorCodes.TypeMismatch, "'viewOn' option must be specified as a non-empty string");
  if (options.viewOn.includes('$')) fail(ErrorCodes.InvalidNamespace, `Invalid collection name: ${options.viewOn}`);
  const pipeline = options.pipeline ?? [];
  if (!Array.isArray(pipeline)) fail(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  for (const stage of pipeline as unknown[]) {
    if (!stage || typeof stage !== 'object' || Object.keys(stage).length !== 1)
      fail(40323, 'A pipeline stage specification object must contain exactly one field.');
    const op = Object.keys(stage)[0];
    if (FORBIDDEN_STAGES.has(op))
      fail(ErrorCodes.OptionNotSupportedOnView, `${op} cannot be used in a view definition`);
  }
  for (const key of Object.keys(options))
    if (!VIEW_OPTIONS.has(key)) fail(ErrorCodes.InvalidOptions, `option '${key}' is not supported on a view`);
  chainOf(ctx.state.engine, ctx.db, options.viewOn, name);
  return { viewOn: options.viewOn, pipeline, ...(options.collation ? { collation: options.collation } : {}) };
}

/** listCollections entry of a view. */
export function viewInfo(name: string, options: Document): Document {
  return { name, type: 'view', options, info: { readOnly: true } };
}
