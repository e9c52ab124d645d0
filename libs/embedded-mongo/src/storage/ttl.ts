// TTL indexes: documents whose indexed date is older than expireAfterSeconds are removed by a
// background pass (every 60 s, like MongoDB's TTL monitor).
import type { Document } from 'bson';
import type { Engine } from './engine';
import type { Persistence } from './persistence';
import { LiveView } from './view';
import { pathValues } from './paths';
import { commitWrites } from '../changes/commit-writes';

function expired(doc: Document, field: string, cutoff: number): boolean {
  const dates = pathValues(doc, field).values.filter((v): v is Date => v instanceof Date);
  if (!dates.length) return false;
  return Math.min(...dates.map((d) => d.getTime())) < cutoff;
}

/** Removes expired documents now; returns how many were removed. */
export async function removeExpired(engine: Engine, persistence: Persistence, now = Date.now()): Promise<number> {
  const view = new LiveView(engine);
  for (const colls of engine.dbs.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes.values()) {
        const seconds = index.spec.expireAfterSeconds;
        if (typeof seconds !== 'number' || index.fields.length !== 1) continue;
        const cutoff = now - seconds * 1000;
        const victims = [...coll.docs.values()].filter((d) => expired(d, index.fields[0], cutoff));
        for (const doc of victims) view.remove(coll.db, coll.name, doc);
      }
    }
  }
  if (view.ops.length) await commitWrites(engine, persistence, view.ops);
  return view.ops.length;
}

export function startTtlMonitor(engine: Engine, persistence: Persistence): () => void {
  const fromEnv = Number(process.env.EMBEDDED_MONGO_TTL_INTERVAL_MS);
  const interval = Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 60_000;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    removeExpired(engine, persistence)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
