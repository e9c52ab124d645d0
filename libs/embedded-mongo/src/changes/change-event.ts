// The change events a stream sees for one change of the history, in MongoDB's shape: insert, update,
// replace, delete, drop, rename, dropDatabase and invalidate, with the resume token as `_id`.
import type { Document } from 'bson';
import type { Engine } from '../storage/engine';
import { fail, ErrorCodes } from '../errors';
import type { Change } from './oplog';
import { tsOf } from './cluster-time';
import { encodeToken, eventPosition, type Position } from './resume-token';
import { describeUpdate } from './update-description';

/** What a stream watches: one collection, one database, or everything (`db` and `coll` unset). */
export interface StreamScope {
  db?: string;
  coll?: string;
}

export interface EventOptions {
  fullDocument: 'default' | 'updateLookup' | 'whenAvailable' | 'required';
  fullDocumentBeforeChange: 'off' | 'whenAvailable' | 'required';
}

export interface StreamEvent {
  position: Position;
  doc: Document;
  /** The stream ends after this event. */
  invalidate: boolean;
}

const INTERNAL_DBS = new Set(['admin', 'config', 'local']);

function watches(scope: StreamScope, db: string, coll?: string): boolean {
  if (coll?.startsWith('system.')) return false;
  if (scope.db === undefined) return !INTERNAL_DBS.has(db);
  return scope.db === db && (scope.coll === undefined || coll === undefined || scope.coll === coll);
}

function imagesEnabled(engine: Engine, db: string, coll: string): boolean {
  const options = engine.collection(db, coll)?.options.changeStreamPreAndPostImages as Document | undefined;
  return options?.enabled === true;
}

/** A pre- or post-image as the stream's option asks: the document, null, or error 47 when required. */
function image(
  mode: string,
  doc: Document | undefined,
  available: boolean,
  kind: string,
  token: Document,
): Document | null | undefined {
  if (mode === 'off' || mode === 'default') return undefined;
  if (available && doc) return doc;
  if (mode === 'required')
    fail(
      ErrorCodes.NoMatchingDocument,
      `Change stream was configured to require a ${kind} for all update, delete and replace events, but the ${kind} was not found for event: ${JSON.stringify(token)}`,
    );
  return null;
}

/** The fields of the event of a document change (everything after `_id` … `wallTime`). */
function documentEvent(change: Change, options: EventOptions, engine: Engine, token: Document): Document {
  const op = change.op as Extract<Change['op'], { op: 'put' | 'del' }>;
  const ns = { db: op.db, coll: op.c };
  const id = op.op === 'put' ? op.doc._id : op.id;
  const images = imagesEnabled(engine, op.db, op.c);
  let event: Document;
  if (op.op === 'put' && !change.before) {
    event = { operationType: 'insert', fullDocument: op.doc, ns, documentKey: { _id: id } };
  } else if (op.op === 'put' && op.r) {
    event = { operationType: 'replace', fullDocument: op.doc, ns, documentKey: { _id: id } };
  } else if (op.op === 'put') {
    event = { operationType: 'update', ns, documentKey: { _id: id } };
    event.updateDescription = describeUpdate(change.before!, op.doc);
    const full =
      options.fullDocument === 'updateLookup'
        ? (engine.collection(op.db, op.c)?.get(id) ?? null)
        : image(options.fullDocument, op.doc, images, 'post-image', token);
    if (full !== undefined) event.fullDocument = full;
  } else {
    event = { operationType: 'delete', ns, documentKey: { _id: id } };
  }
  if (event.operationType !== 'insert') {
    const pre = image(options.fullDocumentBeforeChange, change.before, images, 'pre-image', token);
    if (pre !== undefined) event.fullDocumentBeforeChange = pre;
  }
  if (change.commit.txn) Object.assign(event, change.commit.txn);
  return event;
}

/** The events of `change` that a stream over `scope` sees, in order. */
export function eventsOf(change: Change, scope: StreamScope, options: EventOptions, engine: Engine): StreamEvent[] {
  const { ts, wall } = change.commit;
  const out: StreamEvent[] = [];
  const position = (): Position => eventPosition(ts, change.index, out.length);
  const push = (fields: Document, invalidate = false): void => {
    const at = position();
    const { operationType, ...rest } = fields;
    const _id = encodeToken(at, invalidate);
    out.push({ position: at, doc: { _id, operationType, clusterTime: tsOf(ts), wallTime: wall, ...rest }, invalidate });
  };
  const invalidate = (): void => push({ operationType: 'invalidate' }, true);
  const op = change.op;
  switch (op.op) {
    case 'put':
    case 'del':
      if (watches(scope, op.db, op.c)) push(documentEvent(change, options, engine, encodeToken(position())));
      break;
    case 'drop':
      if (!watches(scope, op.db, op.c)) break;
      push({ operationType: 'drop', ns: { db: op.db, coll: op.c } });
      if (scope.coll !== undefined) invalidate();
      break;
    case 'rename':
      if (!watches(scope, op.db, op.c)) break;
      push({ operationType: 'rename', ns: { db: op.db, coll: op.c }, to: { db: op.toDb, coll: op.toC } });
      if (scope.coll !== undefined) invalidate();
      break;
    case 'dropDb': {
      if (!watches(scope, op.db)) break;
      const colls = (change.colls ?? []).filter((c) => watches(scope, op.db, c));
      for (const c of colls) push({ operationType: 'drop', ns: { db: op.db, coll: c } });
      if (scope.coll !== undefined) {
        if (colls.length) invalidate();
        break;
      }
      push({ operationType: 'dropDatabase', ns: { db: op.db } });
      if (scope.db !== undefined) invalidate();
      break;
    }
  }
  return out;
}
