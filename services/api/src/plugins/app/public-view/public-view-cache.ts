/**
 * Each site's public view: the replies visitors get (JSON reads, server-rendered pages), each made once per
 * version of the site's content and kept encoded (`EncodedBody`). A site's version moves on with every change
 * notice of the site (the change bus: local writes, or MongoDB change streams across API replicas), which
 * drops everything built for the old one: the next reader waits for the new reply. Callers that miss share
 * one build. With the in-process bus (which does not see writes that bypass the API) a reply older than
 * `recheckMs` is still served, and the reader is handed a `refresh` to make it again in the background (at
 * most one at a time per reply), so such writes show within about that time without ever holding a reader
 * back. At most `maxBytes` are kept (oldest first out).
 */
import type { EncodedBody } from './encoded-body';

export type SubscribeToSite = (siteId: string, onChange: () => void) => () => void;

interface SiteState {
  version: number;
  keys: Set<string>;
}

interface Slot {
  siteId: string;
  version: number;
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
    private readonly recheckMs: number | null,
    private readonly maxBytes = PUBLIC_VIEW_MAX_BYTES,
  ) {}

  /** The site's current version (a number that changes with every change notice of the site). */
  version(siteId: string): number {
    return this.state(siteId).version;
  }

  lookup(siteId: string, key: string): Lookup {
    const state = this.state(siteId);
    const full = `${siteId}\u0000${key}`;
    const slot = this.slots.get(full);
    if (slot && slot.version === state.version) {
      if (slot.body) {
        const due = this.recheckMs !== null && !slot.refreshing && Date.now() - slot.builtAt >= this.recheckMs;
        return due ? { hit: slot.body, refresh: this.refresh(full, slot, key) } : { hit: slot.body };
      }
      if (slot.building) return { wait: slot.building };
    }
    let resolve!: (body: EncodedBody | null) => void;
    const building = new Promise<EncodedBody | null>((r) => (resolve = r));
    const fresh: Slot = { siteId, version: state.version, body: null, builtAt: 0, building, refreshing: false };
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

  /**
   * The kept reply when it is current and not due for a recheck (as `lookup` would answer it), else null; starts nothing (no build, wait or
   * refresh). For answering before routing (kept-reads.ts): everything else goes through `lookup`.
   */
  fresh(siteId: string, key: string): EncodedBody | null {
    const state = this.sites.get(siteId);
    const slot = state && this.slots.get(`${siteId}\u0000${key}`);
    if (!slot || !slot.body || slot.version !== state.version) return null;
    const due = this.recheckMs !== null && !slot.refreshing && Date.now() - slot.builtAt >= this.recheckMs;
    return due ? null : slot.body;
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
        if (body.etag === slot.body?.etag) slot.builtAt = Date.now();
        else this.keep(slot, body);
      },
    };
  }

  private current(full: string, slot: Slot): boolean {
    return this.slots.get(full) === slot && this.sites.get(slot.siteId)?.version === slot.version;
  }

  private keep(slot: Slot, body: EncodedBody): void {
    if (slot.body) this.bytes -= slot.body.bytes;
    slot.body = body;
    slot.builtAt = Date.now();
    this.bytes += body.bytes;
    this.evict();
  }

  /** Drops the site's view (its next reads build a new one). */
  invalidate(siteId: string): void {
    const state = this.sites.get(siteId);
    if (!state) return;
    for (const full of state.keys) this.drop(full);
    state.keys.clear();
    state.version += 1;
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
      state = { version: 1, keys: new Set() };
      this.sites.set(siteId, state);
      this.unsubscribers.set(
        siteId,
        this.subscribe(siteId, () => this.invalidate(siteId)),
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
