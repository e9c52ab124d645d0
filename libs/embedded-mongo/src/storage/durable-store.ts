// Durable storage for dbPath: snapshot + journals, recovery on open, compaction, lock file.
// Files: mongod.lock, snapshot.bson (generation G), journal-<n>.log for n >= G.
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  unlinkSync,
  openSync,
  fsyncSync,
  closeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'bson';
import type { Engine } from './engine';
import type { Op } from './op';
import type { Persistence } from './persistence';
import { JournalFile } from './journal';
import { encodeRecord, readRecords } from './record-format';
import { captureState, readSnapshot, writeSnapshot } from './snapshot';
import { acquireLock } from './lock-file';
import { replayChanges, restoreHistoryStart } from '../changes/replay';

export interface DurableOptions {
  /** Journal size that triggers compaction into a new snapshot (default 64 MB). */
  compactBytes?: number;
}

/** 64 MB, or EMBEDDED_MONGO_COMPACT_BYTES (used by tests to compact often). */
function defaultCompactBytes(): number {
  const fromEnv = Number(process.env.EMBEDDED_MONGO_COMPACT_BYTES);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 64 * 1024 * 1024;
}

const journalName = (gen: number): string => `journal-${String(gen).padStart(8, '0')}.log`;

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function journalGenerations(dir: string): number[] {
  return readdirSync(dir)
    .map((f) => /^journal-(\d+)\.log$/.exec(f))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

function warnCompaction(err: unknown): void {
  process.stderr.write(
    `embedded-mongo: compaction failed (the journal is kept and replayed): ${(err as Error).message}\n`,
  );
}

function warnSkipped(source: string, failed: number): void {
  if (failed)
    process.stderr.write(
      `embedded-mongo: ${failed} recorded operation(s) in ${source} could not be applied and were skipped\n`,
    );
}

/** Replays one journal into the engine (and its changes into the change history); truncates a torn or corrupt tail. */
function replayJournal(path: string, engine: Engine): void {
  const buf = readFileSync(path);
  const { records, validLength } = readRecords(buf);
  let failed = 0;
  for (const ops of records) {
    failed += engine.replay(ops as Op[]);
    replayChanges(engine, ops[0] as Op);
  }
  warnSkipped(path, failed);
  if (validLength < buf.length) truncateSync(path, validLength);
}

export class DurableStore implements Persistence {
  readonly durable = true;
  private compacting: Promise<void> | null = null;

  private constructor(
    private readonly dir: string,
    private readonly engine: Engine,
    private journal: JournalFile,
    private generation: number,
    private readonly release: () => void,
    private readonly compactBytes: number,
  ) {}

  static async open(dir: string, engine: Engine, options: DurableOptions = {}): Promise<DurableStore> {
    mkdirSync(dir, { recursive: true });
    const release = acquireLock(dir);
    try {
      rmSync(join(dir, 'snapshot.bson.tmp'), { force: true }); // a compaction cut short by a crash
      const snapshot = await readSnapshot(join(dir, 'snapshot.bson'));
      const base = snapshot?.generation ?? 0;
      if (snapshot) {
        engine.oplog.recording = false; // the snapshot's documents are state, not changes
        warnSkipped('the snapshot', engine.replay(snapshot.ops));
        engine.oplog.recording = true;
        restoreHistoryStart(engine, snapshot.ts);
      }
      let generation = base;
      const generations = journalGenerations(dir);
      for (const gen of generations) {
        if (gen < base) unlinkSync(join(dir, journalName(gen)));
        else {
          replayJournal(join(dir, journalName(gen)), engine);
          generation = gen;
        }
      }
      // A new database starts a new history; an existing one continues it, later than anything before.
      if (!snapshot && !generations.length) engine.oplog.startFresh();
      else engine.oplog.clock.advanceToNow();
      const journal = JournalFile.open(join(dir, journalName(generation)));
      syncDir(dir);
      const store = new DurableStore(
        dir,
        engine,
        journal,
        generation,
        release,
        options.compactBytes ?? defaultCompactBytes(),
      );
      if (journal.size > store.compactBytes) await store.compact().catch((err) => warnCompaction(err));
      return store;
    } catch (err) {
      release();
      throw err;
    }
  }

  commit(ops: Op[]): Promise<void> {
    const done = this.journal.append(encodeRecord(ops as Document[]));
    if (this.journal.size > this.compactBytes && !this.compacting) {
      // A failed compaction loses nothing: the journals stay and are replayed; it is retried later.
      this.compact().catch(warnCompaction);
    }
    return done;
  }

  /** Switches to a new journal and writes a snapshot of the state at the switch. */
  compact(): Promise<void> {
    this.compacting ??= (async () => {
      const state = captureState(this.engine);
      const ts = this.engine.oplog.clock.last;
      const old = this.journal;
      const oldGen = this.generation;
      this.generation++;
      this.journal = JournalFile.open(join(this.dir, journalName(this.generation)));
      syncDir(this.dir);
      await writeSnapshot(join(this.dir, 'snapshot.bson'), this.generation, state, ts);
      syncDir(this.dir);
      await old.close();
      for (const gen of journalGenerations(this.dir)) if (gen <= oldGen) unlinkSync(join(this.dir, journalName(gen)));
    })().finally(() => {
      this.compacting = null;
    });
    return this.compacting;
  }

  async close(): Promise<void> {
    if (this.compacting) await this.compacting.catch(() => undefined);
    await this.journal.close();
    this.release();
  }
}

export function openDurableStore(dir: string, engine: Engine, options?: DurableOptions): Promise<Persistence> {
  return DurableStore.open(dir, engine, options);
}
