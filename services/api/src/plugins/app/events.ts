/**
 * The change bus: every content write emits `{siteId, kind, id}`, and the notice comes back with the site's
 * new content `version` (see `versioned` below); the SSE route and the public-read caches listen. By default it is in-process. With MONGODB_URI set and a database that serves change streams (a
 * replica set, or the embedded server run on its own with `npx embedded-mongo`), notices come from the
 * database's change feed instead (`app.repos.changeFeed`), so every API replica sees every replica's
 * writes; local emits are then ignored to avoid duplicates.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import type { ChangeEvent } from '@laurel/domain';

export interface EventBus {
  emit(event: ChangeEvent): void;
  subscribe(siteId: string, listener: (event: ChangeEvent) => void): () => void;
  /** 'local' (in-process) or 'change-streams'. */
  readonly mode: 'local' | 'change-streams';
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export function createLocalBus(
  mode: EventBus['mode'] = 'local',
): EventBus & { deliver(e: ChangeEvent): void; sites(): string[] } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (e: ChangeEvent) => emitter.emit(`site:${e.siteId}`, e);
  return {
    mode,
    deliver,
    sites: () => emitter.eventNames().map((name) => String(name).slice('site:'.length)),
    emit: (e) => {
      if (mode === 'local') deliver(e);
    },
    subscribe(siteId, listener) {
      emitter.on(`site:${siteId}`, listener);
      return () => emitter.off(`site:${siteId}`, listener);
    },
  };
}

/** How long the start waits for the change stream to open before serving anyway. */
const READY_TIMEOUT_MS = 10_000;

/**
 * Every notice emitted here (a write of this replica) moves the site's stored content version on and journals
 * what changed (site-version-repository.ts). In-process, listeners hear the notice twice: at once without a
 * version (caches drop what they keep, so the writer's next read is fresh) and, once the version is stored,
 * with it (the SSE streams relay only those). With change streams, the notices come from the database's feed:
 * content writes (the API's or anyone's) as cache-only notices, each counted once by whichever replica is first,
 * and each version bump as the versioned notice, on every replica.
 */
function versioned(app: FastifyInstance, bus: EventBus & { deliver(e: ChangeEvent): void }): EventBus {
  return {
    get mode() {
      return bus.mode;
    },
    subscribe: (siteId, listener) => bus.subscribe(siteId, listener),
    emit(event) {
      const { siteId, kind, id } = event;
      bus.emit({ siteId, kind, id });
      // With change streams the feed counts every write once, whoever made it (see the plugin below).
      if (bus.mode !== 'local') return;
      app.repos.siteVersions.bump(siteId, { kind, id }).then(
        (version) => {
          if (version !== null) bus.deliver({ siteId, kind, id, version });
        },
        (err: unknown) => app.log.warn({ err, siteId }, 'could not count a content change'),
      );
    },
  };
}

export default fp(
  async (app, opts: { watchDatabase: boolean }) => {
    if (!opts.watchDatabase || !(await app.repos.changeFeed.available())) {
      app.decorate('events', versioned(app, createLocalBus()));
      return;
    }
    const bus = createLocalBus('change-streams');
    const watcher = app.repos.changeFeed.watch(app.log, bus.deliver, bus.sites, {
      // Every replica hears each write; the first to count it moves the version on (the others find it counted).
      count: (notice, op) =>
        app.repos.siteVersions
          .bump(notice.siteId, { kind: notice.kind, id: notice.id, op })
          .then(() => undefined)
          .catch((err: unknown) => app.log.warn({ err, siteId: notice.siteId }, 'could not count a content change')),
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([watcher.ready, new Promise((r) => (timer = setTimeout(r, READY_TIMEOUT_MS)))]);
    clearTimeout(timer);
    app.log.info('change notices travel through MongoDB change streams');
    app.decorate('events', versioned(app, bus));
    app.addHook('onClose', () => watcher.close());
  },
  { name: 'events', dependencies: ['repositories'] },
);
