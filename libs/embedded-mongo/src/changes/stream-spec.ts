// Reads an aggregate whose first stage is $changeStream: what it watches, where it starts, which
// images it wants and the stages after it (only those MongoDB allows in a change stream).
import { Timestamp, type Document } from 'bson';
import { fail, ErrorCodes } from '../errors';
import type { Oplog } from './oplog';
import type { EventOptions, StreamScope } from './change-event';
import { before, decodeToken, type Position } from './resume-token';
import { tsValue } from './cluster-time';

export interface StreamSpec {
  scope: StreamScope;
  options: EventOptions;
  /** Events after this position are returned. */
  start: Position;
  stages: Document[];
}

const OPTIONS = new Set([
  'fullDocument',
  'fullDocumentBeforeChange',
  'resumeAfter',
  'startAfter',
  'startAtOperationTime',
  'allChangesForCluster',
  'showExpandedEvents',
]);
const FULL_DOCUMENT = ['default', 'updateLookup', 'whenAvailable', 'required'];
const BEFORE_CHANGE = ['off', 'whenAvailable', 'required'];
const ALLOWED_STAGES = new Set([
  '$match',
  '$project',
  '$addFields',
  '$set',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
  '$redact',
]);
const INTERNAL_DBS = new Set(['admin', 'config', 'local']);

export const isChangeStream = (pipeline: unknown): boolean =>
  Array.isArray(pipeline) && pipeline.some((s) => s && typeof s === 'object' && '$changeStream' in s);

function choice<T extends string>(spec: Document, field: string, allowed: string[], fallback: T): T {
  const value = spec[field] ?? fallback;
  if (typeof value !== 'string' || !allowed.includes(value))
    fail(ErrorCodes.BadValue, `'${String(value)}' is not a valid value for $changeStream.${field}`);
  return value as T;
}

function scopeOf(db: string, collection: string | null, cluster: boolean): StreamScope {
  if (cluster) {
    if (db !== 'admin' || collection !== null)
      fail(
        31123,
        "A $changeStream with 'allChangesForCluster:true' may only be opened on the 'admin' database, and with no collection name",
      );
    return {};
  }
  if (INTERNAL_DBS.has(db))
    fail(ErrorCodes.InvalidNamespace, `$changeStream may not be opened on the internal ${db} database`);
  if (collection?.startsWith('system.'))
    fail(ErrorCodes.InvalidNamespace, `$changeStream may not be opened on the internal ${db}.${collection} collection`);
  return collection === null ? { db } : { db, coll: collection };
}

function startOf(spec: Document, oplog: Oplog): Position {
  const given = ['resumeAfter', 'startAfter', 'startAtOperationTime'].filter((k) => spec[k] !== undefined);
  if (given.length > 1) fail(40674, 'Only one type of resume option is allowed, but multiple were found.');
  let start: Position;
  if (spec.startAtOperationTime !== undefined) {
    if (!(spec.startAtOperationTime instanceof Timestamp))
      fail(ErrorCodes.TypeMismatch, '$changeStream.startAtOperationTime must be a Timestamp');
    start = before(tsValue(spec.startAtOperationTime));
  } else if (given.length) {
    const token = decodeToken(spec[given[0]]);
    if (token.fromInvalidate && given[0] === 'resumeAfter')
      fail(
        ErrorCodes.InvalidResumeToken,
        "Attempting to resume a change stream using 'resumeAfter' is not allowed from an invalidate notification.",
      );
    start = token.position;
  } else return oplog.startNow();
  if (start < oplog.historyStart)
    fail(
      ErrorCodes.ChangeStreamHistoryLost,
      'Resume of change stream was not possible, as the resume point may no longer be in the oplog.',
    );
  return start;
}

/** Validates the pipeline of a change-stream aggregate on `db` (`collection` null for aggregate: 1). */
export function parseChangeStream(
  pipeline: Document[],
  db: string,
  collection: string | null,
  oplog: Oplog,
): StreamSpec {
  pipeline.forEach((stage, i) => {
    const name = Object.keys(stage)[0];
    if (name === '$changeStream' && i > 0) fail(40602, '$changeStream is only valid as the first stage in a pipeline.');
    if (i > 0 && !ALLOWED_STAGES.has(name))
      fail(ErrorCodes.IllegalOperation, `${name} is not permitted in a $changeStream pipeline`);
  });
  const spec = pipeline[0].$changeStream;
  if (!spec || typeof spec !== 'object' || Array.isArray(spec))
    fail(50808, '$changeStream stage expects a document as argument');
  for (const key of Object.keys(spec))
    if (!OPTIONS.has(key)) fail(40415, `BSON field '$changeStream.${key}' is an unknown field.`);
  return {
    scope: scopeOf(db, collection, spec.allChangesForCluster === true),
    options: {
      fullDocument: choice(spec, 'fullDocument', FULL_DOCUMENT, 'default'),
      fullDocumentBeforeChange: choice(spec, 'fullDocumentBeforeChange', BEFORE_CHANGE, 'off'),
    },
    start: startOf(spec, oplog),
    stages: pipeline.slice(1),
  };
}
