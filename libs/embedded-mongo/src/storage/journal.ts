// Append-only journal file with group commit: records queued while a write+fsync is in flight
// are written and synced together, and every caller's promise resolves after its record is synced.
import { openSync, fstatSync, write, fdatasync, close } from 'node:fs';
import { promisify } from 'node:util';

const writeAsync = promisify(write);
const datasyncAsync = promisify(fdatasync);
const closeAsync = promisify(close);

interface Pending {
  buf: Buffer;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class JournalFile {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private closed = false;
  /** Set when a write or sync failed: nothing after it may be acknowledged, so later appends fail too. */
  private broken: Error | null = null;

  private constructor(
    readonly path: string,
    private readonly fd: number,
    public size: number,
  ) {}

  /** Opens (synchronously, so a switch of journals happens between two commits) for appending. */
  static open(path: string): JournalFile {
    const fd = openSync(path, 'a');
    return new JournalFile(path, fd, fstatSync(fd).size);
  }

  /** Queues a framed record; resolves once it is on stable storage. */
  append(buf: Buffer): Promise<void> {
    if (this.closed) return Promise.reject(new Error('journal is closed'));
    if (this.broken) return Promise.reject(this.broken);
    this.size += buf.length;
    const done = new Promise<void>((resolve, reject) => this.queue.push({ buf, resolve, reject }));
    this.flushing ??= this.flushLoop();
    return done;
  }

  private async flushLoop(): Promise<void> {
    // Let the commands of the current tick queue their records first.
    await new Promise<void>((r) => setImmediate(r));
    while (this.queue.length) {
      const batch = this.queue;
      this.queue = [];
      try {
        const data = batch.length === 1 ? batch[0].buf : Buffer.concat(batch.map((p) => p.buf));
        let written = 0;
        while (written < data.length)
          written += (await writeAsync(this.fd, data, written, data.length - written)).bytesWritten;
        await datasyncAsync(this.fd);
        for (const p of batch) p.resolve();
      } catch (err) {
        this.broken = new Error(
          `writing the journal ${this.path} failed (${(err as Error).message}); restart the server`,
        );
        for (const p of [...batch, ...this.queue]) p.reject(this.broken);
        this.queue = [];
      }
    }
    this.flushing = null;
  }

  /** Waits for everything queued so far to be synced. */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  async close(): Promise<void> {
    await this.drain();
    this.closed = true;
    await closeAsync(this.fd);
  }
}
