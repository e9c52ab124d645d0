/**
 * Keeps versions bounded (issue 29): everything of the last VERSION_DAYS days, and beyond that the last
 * VERSIONS_PER_ITEM of each item; activity lines with no item go after VERSION_DAYS. A sweep at start and
 * every hour (any number of API processes may run it: it only deletes what no rule keeps);
 * `app.sweepVersions()` runs one now.
 */
import fp from 'fastify-plugin';

export const VERSION_DAYS = 90;
export const VERSIONS_PER_ITEM = 50;
const EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    sweepVersions(now?: number): Promise<number>;
  }
}

export default fp(
  async (app) => {
    const sweep = async (now = Date.now()): Promise<number> => {
      const before = new Date(now - VERSION_DAYS * 86_400_000).toISOString();
      let total = 0;
      let page: string | null = null;
      do {
        const { dropped, next } = await app.repos.versions.prune(before, VERSIONS_PER_ITEM, page);
        total += dropped;
        page = next;
      } while (page);
      return total;
    };
    app.decorate('sweepVersions', sweep);
    const run = () => sweep().catch((err: unknown) => app.log.warn({ err }, 'version sweep failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'version-retention', dependencies: ['repositories'] },
);
