/**
 * Retention of what the API keeps only for a while: raw analytics events older than
 * ANALYTICS_RAW_RETENTION_DAYS, analytics counts older than 400 days, and bulk chunks' stored results
 * (Idempotency-Key) older than a day. A sweep on the stored times (the same on MongoDB and the embedded
 * server) at start and then every hour; `app.sweepRetention()` runs one now.
 */
import fp from 'fastify-plugin';
import { COUNTS_RETENTION_DAYS } from '../../services/analytics/analytics-service';

const EVERY_MS = 60 * 60_000;
/** How long a bulk chunk's result answers a retry with its Idempotency-Key. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

export interface SweepResult {
  raw: number;
  buckets: number;
  days: number;
  months: number;
  idempotencyKeys: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sweepRetention(now?: number): Promise<SweepResult>;
  }
}

export default fp(
  async (app) => {
    const sweep = async (now = Date.now()): Promise<SweepResult> => {
      const analytics = await app.repos.analyticsEvents.sweep(
        now,
        app.config.analyticsRawRetentionDays,
        COUNTS_RETENTION_DAYS,
      );
      const idempotencyKeys = await app.repos.idempotency.sweep(new Date(now - IDEMPOTENCY_RETENTION_MS).toISOString());
      return { ...analytics, idempotencyKeys };
    };
    app.decorate('sweepRetention', sweep);
    const run = () => sweep().catch((err: unknown) => app.log.warn({ err }, 'retention sweep failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'retention', dependencies: ['repositories'] },
);
