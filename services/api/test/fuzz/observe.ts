/**
 * What the fuzz suite watches: the database (a hash of each collection's documents), the media
 * files on disk, and the event loop's delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Db } from 'mongodb';

export type Snapshot = Map<string, string>;

function files(dir: string, root = dir): string[] {
  let names: string[] = [];
  try {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      names = names.concat(e.isDirectory() ? files(p, root) : [relative(root, p)]);
    }
  } catch {
    // the folder does not exist yet
  }
  return names;
}

/**
 * Every collection's hash (MongoDB's dbHash command: its documents in _id order, hashed by the database, not read
 * back through the driver after every input) and the list of files under the data folder (outside the database).
 */
export async function snapshot(db: Db, dataDir: string): Promise<Snapshot> {
  const out: Snapshot = new Map();
  const { collections } = (await db.command({ dbHash: 1 })) as { collections: Record<string, string> };
  for (const name of Object.keys(collections).sort()) out.set(name, collections[name]);
  const onDisk = files(dataDir).filter((f) => !f.startsWith('run/') && !f.startsWith('db/'));
  out.set('files', onDisk.sort().join('\n'));
  return out;
}

/** The names of what differs between two snapshots. */
export function changed(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The event loop's delay, read around each request. */
export class LoopDelay {
  readonly resolutionMs = 10;
  private readonly h = monitorEventLoopDelay({ resolution: this.resolutionMs });

  start(): void {
    this.h.enable();
  }
  stop(): void {
    this.h.disable();
  }

  /** Clears the histogram; the first sample after a reset is lost, so wait two periods. */
  async reset(): Promise<void> {
    this.h.reset();
    await sleep(this.resolutionMs * 2 + 2);
  }

  /**
   * The delay (ms) recorded while `work` ran (0 if nothing above the running maximum), and the process's CPU
   * time meanwhile: on a shared machine a long delay with little CPU is the scheduler's, not the request's.
   */
  async around<T>(work: () => Promise<T>): Promise<{ result: T; delayMs: number; cpuMs: number }> {
    const before = this.h.max;
    const cpu = process.cpuUsage();
    const result = await work();
    // A late timer fires in the loop turn after a blocking stretch: two turns make sure it was recorded.
    await tick();
    await tick();
    const after = this.h.max;
    const used = process.cpuUsage(cpu);
    return { result, delayMs: after > before ? after / 1e6 : 0, cpuMs: (used.user + used.system) / 1000 };
  }

  /** The operation's worst delay (ms) since the last reset. */
  get maxMs(): number {
    return this.h.max / 1e6;
  }
}
