/**
 * Analytics retention: raw events older than ANALYTICS_RAW_RETENTION_DAYS and quarter-hour counts older than
 * 400 days are deleted at start and then every hour (a sweep on the stored times, the same on MongoDB and
 * the embedded server). `app.sweepAnalytics()` runs one now.
 */
import fp from 'fastify-plugin';
import { COUNTS_RETENTION_DAYS } from '../../services/analytics-service';

const EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    sweepAnalytics(now?: number): Promise<{ raw: number; buckets: number; days: number }>;
  }
}

export default fp(
  async (app) => {
    const sweep = (now = Date.now()) =>
      app.repos.analyticsEvents.sweep(now, app.config.analyticsRawRetentionDays, COUNTS_RETENTION_DAYS);
    app.decorate('sweepAnalytics', sweep);
    const run = () => sweep().catch((err: unknown) => app.log.warn({ err }, 'analytics retention sweep failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'analytics-retention', dependencies: ['repositories'] },
);
