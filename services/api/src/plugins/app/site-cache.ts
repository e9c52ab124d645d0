/**
 * Site documents for the public read paths, kept at most 2 s and dropped at once on any change notice of
 * the site (as SiteContentRepository does for folders and entries). Writes and access checks read fresh.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SiteDoc } from './repositories';

export const SITE_CACHE_TTL_MS = 2000;

export class SiteCache {
  private readonly slots = new Map<string, { at: number; site: Promise<SiteDoc | null> }>();
  private readonly watched = new Map<string, () => void>();

  constructor(private readonly app: FastifyInstance) {}

  get(siteID: string): Promise<SiteDoc | null> {
    const slot = this.slots.get(siteID);
    if (slot && Date.now() - slot.at < SITE_CACHE_TTL_MS) return slot.site;
    if (!this.watched.has(siteID))
      this.watched.set(
        siteID,
        this.app.events.subscribe(siteID, () => this.slots.delete(siteID)),
      );
    const site = this.app.repos.sites.findBySiteId(siteID);
    this.slots.set(siteID, { at: Date.now(), site });
    site.then((s) => s ?? this.slots.delete(siteID)).catch(() => this.slots.delete(siteID));
    return site;
  }

  close(): void {
    for (const unsubscribe of this.watched.values()) unsubscribe();
    this.watched.clear();
    this.slots.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    siteCache: SiteCache;
  }
}

export default fp(
  async (app) => {
    const cache = new SiteCache(app);
    app.decorate('siteCache', cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'site-cache', dependencies: ['repositories', 'events'] },
);
