/**
 * Short-lived in-memory copies of each site for the public read paths: the site document, and its folders
 * and entries as the domain's CategoryIndex. A site's copies are dropped as soon as the change bus reports a
 * write to that site (local emits, or MongoDB change streams across replicas) and after `ttlMs` at the
 * latest, so writes that bypass the API are seen within that time. Concurrent readers of a cold site share
 * one load. Writes and access checks read fresh.
 */
import { buildCategoryIndex, type CategoryIndex } from '@laurel/domain';
import type { CategoryRepository } from './category-repository';
import type { SiteDoc } from './documents';
import type { EntryRepository } from './entry-repository';
import type { SiteRepository } from './site-repository';
import { outsideTransaction } from './transaction';

export const SITE_CONTENT_TTL_MS = 2000;

/** Subscribes to the change notices of one site; returns the unsubscribe. */
export type SubscribeToSite = (siteId: string, onChange: () => void) => () => void;

interface Slot<T> {
  at: number;
  value: Promise<T>;
  /** The value once loaded (for readers that must not wait a microtask: `siteNow`). */
  loaded?: { value: T };
}

export class SiteContentRepository {
  private readonly indexes = new Map<string, Slot<CategoryIndex>>();
  private readonly sites = new Map<string, Slot<SiteDoc | null>>();
  private readonly unsubscribers = new Map<string, () => void>();

  constructor(
    private readonly repos: { sites: SiteRepository; categories: CategoryRepository; entries: EntryRepository },
    private readonly subscribe: SubscribeToSite,
    private readonly ttlMs = SITE_CONTENT_TTL_MS,
  ) {}

  /** The site document, or null when there is no such site (not kept). */
  site(siteId: string): Promise<SiteDoc | null> {
    const slot = this.sites.get(siteId);
    if (slot && Date.now() - slot.at < this.ttlMs) return slot.value;
    this.watch(siteId);
    const site = outsideTransaction(() => this.repos.sites.findBySiteId(siteId));
    const fresh: Slot<SiteDoc | null> = { at: Date.now(), value: site };
    this.sites.set(siteId, fresh);
    site
      .then((s) => {
        if (s) fresh.loaded = { value: s };
        else this.sites.delete(siteId);
      })
      .catch(() => this.sites.delete(siteId));
    return site;
  }

  /** The site document when a current copy is loaded (no waiting), else undefined: then use `site`. */
  siteNow(siteId: string): SiteDoc | undefined {
    const slot = this.sites.get(siteId);
    return (slot && Date.now() - slot.at < this.ttlMs && slot.loaded?.value) || undefined;
  }

  /** The site's index (every folder and entry, unpublished included; callers apply the visibility rules). */
  index(siteId: string, publicCategoryFilter: readonly string[] = []): Promise<CategoryIndex> {
    const key = `${siteId}\u0000${publicCategoryFilter.join(',')}`;
    const slot = this.indexes.get(key);
    if (slot && Date.now() - slot.at < this.ttlMs) return slot.value;
    this.watch(siteId);
    const index = outsideTransaction(() => this.load(siteId, publicCategoryFilter));
    this.indexes.set(key, { at: Date.now(), value: index });
    index.catch(() => this.indexes.delete(key));
    return index;
  }

  invalidate(siteId: string): void {
    this.sites.delete(siteId);
    for (const key of this.indexes.keys()) if (key.startsWith(`${siteId}\u0000`)) this.indexes.delete(key);
  }

  close(): void {
    for (const unsubscribe of this.unsubscribers.values()) unsubscribe();
    this.unsubscribers.clear();
    this.indexes.clear();
    this.sites.clear();
  }

  private watch(siteId: string): void {
    if (this.unsubscribers.has(siteId)) return;
    this.unsubscribers.set(
      siteId,
      this.subscribe(siteId, () => this.invalidate(siteId)),
    );
  }

  private async load(siteId: string, filter: readonly string[]): Promise<CategoryIndex> {
    const [categories, entries] = await Promise.all([
      this.repos.categories.ofSiteInOrder(siteId),
      this.repos.entries.ofSite(siteId),
    ]);
    return buildCategoryIndex(categories, entries, filter);
  }
}
