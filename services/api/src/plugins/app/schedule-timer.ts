/**
 * Runs due schedules (issue 29) at the start of every second, in every API process; the atomic claim makes
 * one of them carry each out. A schedule that fell due while no process ran is carried out by the first round
 * after start (it is still pending). Each round also refreshes `app.reveals`, the moments coming up in each
 * site (the public replies' cache headers depend on them). `app.runSchedules(now?)` runs one round now (tests).
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { runDueSchedules } from '../../services/schedules/schedule-runner';
import { RevealClock, UPCOMING_MS } from '../../services/schedules/reveal-clock';

declare module 'fastify' {
  interface FastifyInstance {
    runSchedules(now?: number): Promise<number>;
    reveals: RevealClock;
  }
}

/** How far past the second's start a round runs (so a schedule at :00.000 is due when it looks). */
const OFFSET_MS = 5;

export default fp(
  async (app) => {
    const worker = `${process.pid}-${randomUUID()}`;
    const reveals = new RevealClock();
    app.decorate('reveals', reveals);
    const round = async (now = Date.now()): Promise<number> => {
      const done = await runDueSchedules(app, worker, now);
      reveals.replace(await app.repos.schedules.upcoming(new Date(now + UPCOMING_MS).toISOString()));
      return done;
    };
    app.decorate('runSchedules', round);
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    let closed = false;
    const tick = async () => {
      if (!running) {
        running = true;
        await round().catch((err: unknown) => app.log.warn({ err }, 'schedule round failed'));
        running = false;
      }
      if (!closed) next();
    };
    const next = () => {
      timer = setTimeout(() => void tick(), 1000 - (Date.now() % 1000) + OFFSET_MS);
      timer.unref();
    };
    app.addHook('onReady', async () => next());
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
    });
  },
  { name: 'schedule-timer', dependencies: ['repositories'] },
);
