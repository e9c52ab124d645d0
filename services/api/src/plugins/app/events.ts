/**
 * The change bus: every content write emits `{siteId, kind, id}`; the SSE route and the public-read caches
 * listen. By default it is in-process. With MONGODB_URI set and a database that serves change streams (a
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

/** Kinds of change that alter what screens show: each one moves the site's content version on. */
const SHOWN_KINDS: ReadonlySet<ChangeEvent['kind']> = new Set(['site', 'category', 'entry', 'castScreen']);

/**
 * Every notice emitted here (a write of this replica) also moves the site's content version on, once per
 * write whichever way notices travel; screens report the version they show (services/screen-health).
 */
function countingVersions(app: FastifyInstance, bus: EventBus): EventBus {
  return {
    get mode() {
      return bus.mode;
    },
    subscribe: (siteId, listener) => bus.subscribe(siteId, listener),
    emit(event) {
      bus.emit(event);
      if (SHOWN_KINDS.has(event.kind))
        app.repos.siteVersions.bump(event.siteId).catch((err: unknown) => {
          app.log.warn({ err, siteId: event.siteId }, 'could not count a content change');
        });
    },
  };
}

export default fp(
  async (app, opts: { watchDatabase: boolean }) => {
    if (!opts.watchDatabase || !(await app.repos.changeFeed.available())) {
      app.decorate('events', countingVersions(app, createLocalBus()));
      return;
    }
    const bus = createLocalBus('change-streams');
    const watcher = app.repos.changeFeed.watch(app.log, bus.deliver, bus.sites);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([watcher.ready, new Promise((r) => (timer = setTimeout(r, READY_TIMEOUT_MS)))]);
    clearTimeout(timer);
    app.log.info('change notices travel through MongoDB change streams');
    app.decorate('events', countingVersions(app, bus));
    app.addHook('onClose', () => watcher.close());
  },
  { name: 'events', dependencies: ['repositories'] },
);
