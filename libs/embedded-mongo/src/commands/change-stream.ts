// aggregate with a leading $changeStream: opens a change stream cursor (see ../changes).
import type { Document } from 'bson';
import type { CommandContext } from './types';
import { fail, ErrorCodes } from '../errors';
import { parseChangeStream } from '../changes/stream-spec';
import { ChangeStreamCursor } from '../changes/change-stream-cursor';
import { tsOf } from '../changes/cluster-time';
import { tsOfPosition } from '../changes/resume-token';
import { runOver } from './aggregate-stages';

export function openChangeStream(cmd: Document, ctx: CommandContext, name: string | null): Document {
  if (ctx.txn)
    fail(ErrorCodes.OperationNotSupportedInTransaction, '$changeStream is not allowed in a multi-document transaction');
  const engine = ctx.state.engine;
  if (name !== null && engine.collection(ctx.db, name)?.isView)
    fail(ErrorCodes.CommandNotSupportedOnView, `Namespace ${ctx.db}.${name} is a view, not a collection`);
  const spec = parseChangeStream(cmd.pipeline, ctx.db, name, engine.oplog);
  const stream = new ChangeStreamCursor(engine, spec, (docs, stages) => runOver(docs, stages, ctx));
  const batchSize = cmd.cursor?.batchSize;
  const first = stream.take(typeof batchSize === 'number' && batchSize >= 0 ? batchSize : 101);
  const ns = `${ctx.db}.${name ?? '$cmd.aggregate'}`;
  const reply = ctx.state.cursors.openStream(ns, stream, first, ctx.sessionKey);
  // The driver resumes from operationTime when it has no token yet: the stream's start (or now).
  const startTs = tsOfPosition(spec.start);
  const last = engine.oplog.clock.last;
  reply.operationTime = tsOf(startTs > last ? startTs : last);
  return reply;
}
