// explain for find, count, distinct, delete and update: which index answers the query and how many
// documents were examined.
import type { Document } from 'bson';
import type { Handler } from './types';
import { fail, ErrorCodes } from '../errors';
import { plan } from '../query/planner';
import { compileFilter } from '../query/matcher';
import { validateSort } from '../query/sort';

function queryOf(inner: Document): { name: string; filter: Document; sort?: Document; collation?: Document } {
  const verb = Object.keys(inner)[0];
  const name = inner[verb];
  switch (verb) {
    case 'find':
      return { name, filter: inner.filter ?? {}, sort: inner.sort, collation: inner.collation };
    case 'count':
    case 'distinct':
      return { name, filter: inner.query ?? {}, collation: inner.collation };
    case 'delete':
      return { name, filter: inner.deletes?.[0]?.q ?? {} };
    case 'update':
      return { name, filter: inner.updates?.[0]?.q ?? {} };
    case 'aggregate': {
      const [first, second] = (inner.pipeline ?? []) as Document[];
      const filter = first?.$match ?? {};
      const sort = first?.$match ? second?.$sort : first?.$sort;
      return { name, filter, sort, collation: inner.collation };
    }
    case 'findAndModify':
    case 'findandmodify':
      return { name, filter: inner.query ?? {}, sort: inner.sort };
    default:
      fail(ErrorCodes.IllegalOperation, `explain is not supported for ${verb}`);
  }
}

export const explain: Handler = (cmd, ctx) => {
  const inner = cmd.explain as Document;
  if (!inner || typeof inner !== 'object') fail(ErrorCodes.TypeMismatch, 'explain must be an object');
  const q = queryOf(inner);
  const coll = ctx.view.base(ctx.db, q.name);
  const sort = validateSort(q.sort);
  const p = coll ? plan(coll, q.filter, sort, q.collation) : { docs: [], sorted: false, index: 'EOF' };
  const match = compileFilter(q.filter, q.collation);
  let examined = 0;
  let returned = 0;
  for (const d of p.docs) {
    examined++;
    if (match(d)) returned++;
  }
  const scan =
    p.index === 'COLLSCAN' || p.index === 'EOF' ? { stage: p.index } : { stage: 'IXSCAN', indexName: p.index };
  const winningPlan =
    sort && !p.sorted
      ? { stage: 'SORT', inputStage: { stage: 'FETCH', inputStage: scan } }
      : { stage: 'FETCH', inputStage: scan };
  return {
    queryPlanner: { namespace: `${ctx.db}.${q.name}`, parsedQuery: q.filter, winningPlan, rejectedPlans: [] },
    executionStats: {
      nReturned: returned,
      totalDocsExamined: examined,
      totalKeysExamined: p.index === 'COLLSCAN' ? 0 : examined,
    },
    ok: 1,
  };
};
