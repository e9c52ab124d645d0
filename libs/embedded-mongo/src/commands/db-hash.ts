// dbHash: a hash of each collection's documents in _id order, as MongoDB's own command answers it
// ({ collections: { name: md5 }, md5 }, views and system collections left out; `collections: [...]` picks some).
// Tests use it to see that nothing was written without reading every document back through the wire.
import { createHash } from 'node:crypto';
import { BSON, type Document } from 'bson';
import type { Handler } from './types';
import { readCollection } from '../storage/view';
import { fail, ErrorCodes } from '../errors';

export const dbHash: Handler = (cmd, ctx) => {
  if (cmd.collections !== undefined && !Array.isArray(cmd.collections))
    fail(ErrorCodes.TypeMismatch, "BSON field 'dbHash.collections' is the wrong type, expected type 'array'");
  const only = Array.isArray(cmd.collections) ? new Set(cmd.collections.map(String)) : null;
  const collections: Document = {};
  const whole = createHash('md5');
  const chosen = ctx.state.engine
    .collections(ctx.db)
    .filter((c) => !c.isView && !c.name.startsWith('system.') && (!only || only.has(c.name)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const coll of chosen) {
    const hash = createHash('md5');
    for (const doc of readCollection(coll, {}, { sort: { _id: 1 } })) hash.update(BSON.serialize(doc));
    collections[coll.name] = hash.digest('hex');
    whole.update(`${coll.name}:${collections[coll.name]}`);
  }
  return { host: ctx.localAddress, collections, capped: [], uuids: {}, md5: whole.digest('hex'), timeMillis: 0, ok: 1 };
};
