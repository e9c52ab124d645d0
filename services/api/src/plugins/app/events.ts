/**
 * The change bus: every content write emits `{siteId, kind, id}`; the SSE route and the public-read caches
 * listen. By default it is in-process. With MONGODB_URI set and a database that serves change streams (a
 * replica set, or the embedded server run on its own with `npx embedded-mongo`), notices come from the
 * database's change feed instead (`app.repos.changeFeed`), so every API replica sees every replica's
 * writes; local emits are then ignored to avoid duplicates.
 */
import fp from 'fastify-plugin';
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

export default fp(
  async (app, opts: { watchDatabase: boolean }) => {
    if (!opts.watchDatabase || !(await app.repos.changeFeed.available())) {
      app.decorate('events', createLocalBus());
      return;
    }
    const bus = createLocalBus('change-streams');
    const watcher = app.repos.changeFeed.watch(app.log, bus.deliver, bus.sites);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([watcher.ready, new Promise((r) => (timer = setTimeout(r, READY_TIMEOUT_MS)))]);
    clearTimeout(timer);
    app.log.info('change notices travel through MongoDB change streams');
    app.decorate('events', bus);
    app.addHook('onClose', () => watcher.close());
  },
  { name: 'events', dependencies: ['repositories'] },
);
