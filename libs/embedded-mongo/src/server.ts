// startEmbeddedMongo: the TCP server speaking the MongoDB wire protocol.
import { createServer, type Socket } from 'node:net';
import { Engine } from './storage/engine';
import { MemoryPersistence, type Persistence } from './storage/persistence';
import { CursorStore } from './commands/cursor-store';
import { TransactionManager } from './txn/transactions';
import type { ServerState } from './commands/types';
import { runCommand } from './commands/dispatch';
import { serveConnection } from './wire/connection';
import { openDurableStore } from './storage/durable-store';
import { startTtlMonitor } from './storage/ttl';
import { RetryableWrites } from './txn/retryable-writes';
import { ObjectId } from 'bson';

export interface EmbeddedMongoOptions {
  /** 0 = any free port (default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Directory for durable data; omitted = memory only. */
  dbPath?: string;
  /**
   * Replica set name: `hello` then describes the primary of a one-member replica set of that name (so
   * `?replicaSet=<name>` connection strings work). Omitted = a standalone server. Change streams work either way.
   */
  replSet?: string;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  close(): Promise<void>;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const engine = new Engine();
  const shutdown = new AbortController();
  const persistence: Persistence = options.dbPath
    ? await openDurableStore(options.dbPath, engine)
    : new MemoryPersistence();
  // A memory-only server has no history from before it started.
  if (!options.dbPath) engine.oplog.startFresh();
  const state: ServerState = {
    engine,
    persistence,
    cursors: new CursorStore(),
    txns: new TransactionManager(engine),
    startedAt: new Date(),
    host,
    port: 0,
    connections: { current: 0, total: 0 },
    retryable: new RetryableWrites(),
    processId: new ObjectId(),
    shutdown: shutdown.signal,
    replSet: options.replSet,
  };
  const sockets = new Set<Socket>();
  let connectionIds = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    state.connections.current++;
    state.connections.total++;
    socket.on('close', () => {
      sockets.delete(socket);
      state.connections.current--;
    });
    serveConnection(socket, ++connectionIds, (cmd, connection) => runCommand(state, cmd, connection));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
  } catch (err) {
    await persistence.close();
    throw err;
  }
  const stopTtl = startTtlMonitor(engine, persistence);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.port = port;
  const uriHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    uri: `mongodb://${uriHost}:${port}`,
    port,
    close() {
      closing ??= (async () => {
        stopTtl();
        engine.oplog.close(); // waiting change-stream getMores answer now
        shutdown.abort(); // and so do awaitable hellos
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const s of sockets) s.destroy();
        });
        await persistence.close();
      })();
      return closing;
    },
  };
}
