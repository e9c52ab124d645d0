/**
 * Each site's public view: the replies visitors get (JSON reads, server-rendered pages, search data, sitemaps),
 * each made once per content version of the site and kept encoded (`EncodedBody`). The version is the stored
 * one (site-version-repository.ts), loaded once per site (`load`) and moved on by every versioned change
 * notice; a cache-only notice (a write heard before its version is stored, or one that bypassed the API) also
 * drops what is kept. The next reader waits for the new reply, labelled with the version it was built at. Callers that miss share
 * one build. With the in-process bus (which does not see writes that bypass the API) a reply older than
 * `recheckMs` is still served, and the reader is handed a `refresh` to make it again in the background (at
 * most one at a time per reply), so such writes show within about that time without ever holding a reader
 * back. At most `maxBytes` are kept (oldest first out).
 */
import type { EncodedBody } from './encoded-body';

export type SubscribeToSite = (siteId: string, onChange: (version?: number) => void) => () => void;

interface SiteState {
  /** The stored content version (0 until loaded). */
  version: number;
  /** Moves on with every notice: a slot is current only for the version and generation it was built in. */
  generation: number;
  loading: Promise<void> | null;
  keys: Set<string>;
}

interface Slot {
  siteId: string;
  version: number;
  generation: number;
  body: EncodedBody | null;
  builtAt: number;
  building: Promise<EncodedBody | null> | null;
  refreshing: boolean;
}

/** A reservation to build one reply: finish it with the body (kept only if the version still holds) or null. */
export interface Build {
  readonly siteId: string;
  readonly key: string;
  readonly version: number;
  /** The kept body this build makes again (a background recheck), if any. */
  readonly previous: EncodedBody | null;
  done(body: EncodedBody | null): void;
}

export type Lookup = { hit: EncodedBody; refresh?: Build } | { wait: Promise<EncodedBody | null> } | { build: Build };

export const PUBLIC_VIEW_MAX_BYTES = 96 * 1024 * 1024;

export class PublicViewCache {
  private readonly sites = new Map<string, SiteState>();
  private readonly slots = new Map<string, Slot>();
  private readonly unsubscribers = new Map<string, () => void>();
  private bytes = 0;

  constructor(
    private readonly subscribe: SubscribeToSite,
    private readonly load: (siteId: string) => Promise<number>,
    private readonly recheckMs: number | null,
    private readonly maxBytes = PUBLIC_VIEW_MAX_BYTES,
  ) {}

  /** The site's stored content version as this process knows it (0 while it loads). */
  version(siteId: string): number {
    return this.state(siteId).version;
  }

  /** Resolves once the site's version is known (null when it already is: no need to wait a microtask). */
  whenKnown(siteId: string): Promise<void> | null {
    return this.state(siteId).loading;
  }

  lookup(siteId: string, key: string): Lookup {
    const state = this.state(siteId);
    const full = `${siteId}\u0000${key}`;
    const slot = this.slots.get(full);
    if (slot && slot.version === state.version && slot.generation === state.generation) {
      if (slot.body) {
        const due = this.recheckMs !== null && !slot.refreshing && Date.now() - slot.builtAt >= this.recheckMs;
        return due ? { hit: slot.body, refresh: this.refresh(full, slot, key) } : { hit: slot.body };
      }
      if (slot.building) return { wait: slot.building };
    }
    let resolve!: (body: EncodedBody | null) => void;
    const building = new Promise<EncodedBody | null>((r) => (resolve = r));
    const fresh: Slot = { siteId, ...this.stamp(state), body: null, builtAt: 0, building, refreshing: false };
    this.drop(full);
    this.slots.set(full, fresh);
    state.keys.add(full);
    return {
      build: {
        siteId,
        key,
        version: state.version,
        previous: null,
        done: (body) => {
          fresh.building = null;
          if (body) body.version = fresh.version;
          resolve(body);
          if (!body || !this.current(full, fresh)) {
            if (this.slots.get(full) === fresh) this.drop(full);
            return;
          }
          this.keep(fresh, body);
        },
      },
    };
  }

  /** Makes a kept reply again (same version): the new body replaces it; a failure drops it. */
  private refresh(full: string, slot: Slot, key: string): Build {
    slot.refreshing = true;
    return {
      siteId: slot.siteId,
      key,
      version: slot.version,
      previous: slot.body,
      done: (body) => {
        slot.refreshing = false;
        if (!this.current(full, slot)) return;
        if (!body) return this.drop(full);
        body.version = slot.version;
        if (body.etag === slot.body?.etag) slot.builtAt = Date.now();
        else this.keep(slot, body);
      },
    };
  }

  private current(full: string, slot: Slot): boolean {
    const state = this.sites.get(slot.siteId);
    return this.slots.get(full) === slot && state?.version === slot.version && state.generation === slot.generation;
  }

  private stamp(state: SiteState): { version: number; generation: number } {
    return { version: state.version, generation: state.generation };
  }

  private keep(slot: Slot, body: EncodedBody): void {
    if (slot.body) this.bytes -= slot.body.bytes;
    slot.body = body;
    slot.builtAt = Date.now();
    this.bytes += body.bytes;
    this.evict();
  }

  /** Drops the site's view (its next reads build a new one); a notice's version becomes the site's. */
  invalidate(siteId: string, version?: number): void {
    const state = this.sites.get(siteId);
    if (!state) return;
    for (const full of state.keys) this.drop(full);
    state.keys.clear();
    state.generation += 1;
    if (version !== undefined && version > state.version) state.version = version;
  }

  close(): void {
    for (const unsubscribe of this.unsubscribers.values()) unsubscribe();
    this.unsubscribers.clear();
    this.slots.clear();
    this.sites.clear();
    this.bytes = 0;
  }

  private state(siteId: string): SiteState {
    let state = this.sites.get(siteId);
    if (!state) {
      const created: SiteState = { version: 0, generation: 0, loading: null, keys: new Set() };
      created.loading = this.load(siteId).then(
        (version) => {
          if (version > created.version) created.version = version;
          created.loading = null;
        },
        () => {
          created.loading = null; // unknown stays 0: replies go out without a version until the next notice
        },
      );
      state = created;
      this.sites.set(siteId, state);
      this.unsubscribers.set(
        siteId,
        this.subscribe(siteId, (version) => this.invalidate(siteId, version)),
      );
    }
    return state;
  }

  private drop(full: string): void {
    const slot = this.slots.get(full);
    if (!slot) return;
    this.slots.delete(full);
    this.sites.get(slot.siteId)?.keys.delete(full);
    if (slot.body) this.bytes -= slot.body.bytes;
  }

  private evict(): void {
    for (const full of this.slots.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.drop(full);
    }
  }
}
