/**
 * The in-process change bus: every content write emits `{siteId, kind, id}`; the SSE route relays them.
 * With MONGODB_URI pointing at a replica set, changes come from MongoDB change streams instead, so that
 * every API replica sees every other replica's writes (local emits are then ignored to avoid duplicates).
 */
import fp from 'fastify-plugin';
import { EventEmitter } from 'node:events';
import type { ChangeStream } from 'mongodb';
import type { ChangeEvent } from '@laurel/domain';
import { WATCHED, type WatchedCollection } from './repositories';

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

export function createLocalBus(mode: EventBus['mode'] = 'local'): EventBus & { deliver(e: ChangeEvent): void } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (e: ChangeEvent) => emitter.emit(`site:${e.siteId}`, e);
  return {
    mode,
    deliver,
    emit: (e) => {
      if (mode === 'local') deliver(e);
    },
    subscribe(siteId, listener) {
      emitter.on(`site:${siteId}`, listener);
      return () => emitter.off(`site:${siteId}`, listener);
    },
  };
}

export default fp(
  async (app, opts: { useChangeStreams: boolean }) => {
    if (!opts.useChangeStreams) {
      app.decorate('events', createLocalBus());
      return;
    }
    const bus = createLocalBus('change-streams');
    const streams: ChangeStream[] = [];
    for (const collection of Object.keys(WATCHED) as WatchedCollection[]) {
      const kind = WATCHED[collection];
      const stream = app.repos[collection].watch();
      stream.on('change', (change) => {
        const doc = 'fullDocument' in change ? (change.fullDocument as Record<string, unknown> | undefined) : undefined;
        const siteId = doc?.siteID;
        const id = doc?.screenId ?? doc?.siteID ?? ('documentKey' in change ? String(change.documentKey._id) : '');
        if (typeof siteId === 'string')
          bus.deliver({ siteId, kind, id: String(kind === 'site' || kind === 'castScreen' ? id : doc?._id) });
      });
      stream.on('error', (err) => app.log.warn({ err, collection }, 'change stream error'));
      streams.push(stream);
    }
    app.decorate('events', bus);
    app.addHook('onClose', async () => {
      await Promise.all(streams.map((s) => s.close()));
    });
  },
  { name: 'events', dependencies: ['repositories'] },
);
