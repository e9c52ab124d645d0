/**
 * A bounded work queue: at most `concurrency` jobs at a time, at most `maxWaiting` more waiting their turn
 * (first come, first served); a job offered while the queue is full is refused at once (`run` answers null)
 * so a burst of uploads cannot pile work (and memory) up without bound.
 */
export interface WorkQueueState {
  running: number;
  waiting: number;
  /** The most jobs that ever ran at once (for tests and logs). */
  peakRunning: number;
}

export class WorkQueue {
  private running = 0;
  private peak = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `job` when a place is free; null (without running it) when `maxWaiting` jobs already wait. */
  run<T>(job: () => Promise<T>): Promise<T> | null {
    if (this.running >= this.concurrency && this.waiting.length >= this.maxWaiting) return null;
    return this.turn().then(async () => {
      try {
        return await job();
      } finally {
        this.running--;
        this.waiting.shift()?.();
      }
    });
  }

  state(): WorkQueueState {
    return { running: this.running, waiting: this.waiting.length, peakRunning: this.peak };
  }

  private turn(): Promise<void> {
    const start = () => {
      this.running++;
      this.peak = Math.max(this.peak, this.running);
    };
    if (this.running < this.concurrency) {
      start();
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(() => (start(), resolve())));
  }
}
