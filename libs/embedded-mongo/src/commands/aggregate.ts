// aggregate: pipelines over a collection or view (./aggregate-stages), or a change stream when the
// first stage is $changeStream (./change-stream).
import type { Document } from 'bson';
import { collectionName, type Handler } from './types';
import { fail, ErrorCodes } from '../errors';
import { runPipeline } from './aggregate-stages';
import { openChangeStream } from './change-stream';
import { isChangeStream } from '../changes/stream-spec';

export const aggregate: Handler = (cmd, ctx) => {
  const name = cmd.aggregate === 1 ? null : collectionName(cmd, 'aggregate');
  if (!Array.isArray(cmd.pipeline)) fail(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  for (const stage of cmd.pipeline as Document[]) {
    if (!stage || typeof stage !== 'object' || Object.keys(stage).length !== 1)
      fail(40323, 'A pipeline stage specification object must contain exactly one field.');
  }
  if (isChangeStream(cmd.pipeline)) return openChangeStream(cmd, ctx, name);
  if (cmd.explain) return { queryPlanner: { namespace: `${ctx.db}.${name}` }, ok: 1 };
  const result = runPipeline(ctx, name, cmd.pipeline, cmd.collation);
  const batchSize = cmd.cursor?.batchSize;
  return ctx.state.cursors.open(`${ctx.db}.${name ?? '$cmd.aggregate'}`, result, batchSize, ctx.sessionKey);
};
