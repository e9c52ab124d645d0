/**
 * What visitors of GET /sites/{siteId}/events are told: only changes to what they may see. A notice about a
 * folder or entry goes out when it was publicly visible before the change or is after it (so a visitor's
 * page refreshes when something appears or disappears, and never learns the ids of unpublished content);
 * site and cast-screen notices always (public settings); media only while the item is live in the library;
 * account changes never. One filter per site serves all of its anonymous listeners: the public view is
 * worked out once per burst of changes (the notices queued meanwhile are judged together), not per listener.
 */
import type { FastifyInstance } from 'fastify';
import { isEntryPubliclyVisible, visibleCategoryIds, type CategoryIndex, type ChangeEvent } from '@laurel/domain';

type Listener = (event: ChangeEvent) => void;

interface SiteFilter {
  listeners: Set<Listener>;
  /** `category:id` / `entry:id` of the public view after the last judged change. */
  visible: Promise<Set<string>>;
  queue: ChangeEvent[];
  running: boolean;
  unsubscribe: () => void;
}

function publicIds(index: CategoryIndex): Set<string> {
  const ids = new Set<string>();
  for (const id of visibleCategoryIds(index)) ids.add(`category:${id}`);
  for (const id of index.entries.keys()) if (isEntryPubliclyVisible(index, id)) ids.add(`entry:${id}`);
  return ids;
}

export class PublicChanges {
  private readonly sites = new Map<string, SiteFilter>();

  constructor(private readonly app: FastifyInstance) {}

  /** Delivers the site's publicly visible changes to `listener`; returns the unsubscribe. */
  subscribe(siteId: string, listener: Listener): () => void {
    let site = this.sites.get(siteId);
    if (!site) {
      const created: SiteFilter = {
        listeners: new Set(),
        visible: this.publicView(siteId),
        queue: [],
        running: false,
        unsubscribe: () => {},
      };
      created.unsubscribe = this.app.events.subscribe(siteId, (e) => {
        if (!e.version) return; // cache-only: the versioned notice of the same change follows
        created.queue.push(e);
        void this.drain(siteId, created);
      });
      this.sites.set(siteId, created);
      site = created;
    }
    const filter = site;
    filter.listeners.add(listener);
    return () => {
      filter.listeners.delete(listener);
      if (filter.listeners.size === 0 && this.sites.get(siteId) === filter) {
        filter.unsubscribe();
        this.sites.delete(siteId);
      }
    };
  }

  private async publicView(siteId: string): Promise<Set<string>> {
    const site = await this.app.repos.siteContent.site(siteId);
    if (!site) return new Set();
    return publicIds(await this.app.repos.siteContent.index(siteId, site.publicCategoryFilter ?? []));
  }

  private async drain(siteId: string, filter: SiteFilter): Promise<void> {
    if (filter.running) return;
    filter.running = true;
    try {
      while (filter.queue.length > 0) {
        const batch = filter.queue.splice(0);
        const before = await filter.visible.catch(() => new Set<string>());
        this.app.repos.siteContent.invalidate(siteId); // the view after these changes, whichever listener ran first
        const after = this.publicView(siteId);
        filter.visible = after;
        const now = await after.catch(() => new Set<string>());
        for (const event of batch) {
          if (await this.shown(event, before, now)) for (const listener of filter.listeners) listener(event);
        }
      }
    } catch (err) {
      this.app.log.warn({ err, siteId }, 'could not judge a change notice for visitors');
    } finally {
      filter.running = false;
    }
  }

  private async shown(event: ChangeEvent, before: Set<string>, after: Set<string>): Promise<boolean> {
    switch (event.kind) {
      case 'site':
      case 'castScreen':
        return true;
      case 'category':
      case 'entry': {
        const key = `${event.kind}:${event.id}`;
        return before.has(key) || after.has(key);
      }
      case 'media':
        return this.app.repos.media.isLive(event.siteId, event.id);
      default:
        return false;
    }
  }
}
