/**
 * A short-lived in-memory copy of each site's folders and entries (as the domain's CategoryIndex) for the
 * public read paths. A copy is dropped as soon as the change bus reports a write to that site (local
 * emits, or MongoDB change streams across replicas) and after `ttlMs` at the latest, so writes that bypass
 * the API are seen within that time. Concurrent readers of a cold site share one load.
 */
import type { FastifyInstance } from 'fastify';
import { buildCategoryIndex, type Category, type CategoryIndex, type Entry } from '@laurel/domain';

interface Slot {
  at: number;
  index: Promise<CategoryIndex>;
}

export class SiteContentRepository {
  private readonly slots = new Map<string, Slot>();
  private readonly unsubscribers = new Map<string, () => void>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ttlMs = 2000,
  ) {}

  /** The site's index (every folder and entry, unpublished included; callers apply the visibility rules). */
  index(siteID: string, publicCategoryFilter: readonly string[] = []): Promise<CategoryIndex> {
    const key = `${siteID}\u0000${publicCategoryFilter.join(',')}`;
    const slot = this.slots.get(key);
    if (slot && Date.now() - slot.at < this.ttlMs) return slot.index;
    this.watch(siteID);
    const index = this.load(siteID, publicCategoryFilter);
    this.slots.set(key, { at: Date.now(), index });
    index.catch(() => this.slots.delete(key));
    return index;
  }

  invalidate(siteID: string): void {
    for (const key of this.slots.keys()) if (key.startsWith(`${siteID}\u0000`)) this.slots.delete(key);
  }

  close(): void {
    for (const unsubscribe of this.unsubscribers.values()) unsubscribe();
    this.unsubscribers.clear();
    this.slots.clear();
  }

  private watch(siteID: string): void {
    if (this.unsubscribers.has(siteID)) return;
    this.unsubscribers.set(
      siteID,
      this.app.events.subscribe(siteID, () => this.invalidate(siteID)),
    );
  }

  private async load(siteID: string, filter: readonly string[]): Promise<CategoryIndex> {
    const [categories, entries] = await Promise.all([
      // Top-level folders in their stored order (see content-index-service TOP_LEVEL_ORDER).
      this.app.repos.categories.find({ siteID }, { sort: { position: 1, _id: 1 } }) as Promise<Category[]>,
      this.app.repos.entries.find({ siteID }) as Promise<Entry[]>,
    ]);
    return buildCategoryIndex(categories, entries, filter);
  }
}

const instances = new WeakMap<object, SiteContentRepository>();

/**
 * The one SiteContentRepository of the app's database. Best called while registering a plugin: it then
 * adds an onClose hook that drops its change-bus subscriptions (Fastify refuses new hooks once the app is
 * ready; made later, it simply lives as long as the database handle).
 */
export function siteContent(app: FastifyInstance): SiteContentRepository {
  let repo = instances.get(app.mongo.db);
  if (!repo) {
    const created = new SiteContentRepository(app);
    instances.set(app.mongo.db, created);
    try {
      app.addHook('onClose', async () => created.close());
    } catch {
      // already booted: nothing to unhook at close that would outlive the app
    }
    repo = created;
  }
  return repo;
}
