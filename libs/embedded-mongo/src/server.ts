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
import { chmod, lstat, mkdir, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A socket path is usable when it ends in `.sock` (the driver's rule) and its folder is the owner's alone; a
 * socket file left by a killed server is removed (a second server on the same data is stopped by the lock).
 */
async function prepareSocketPath(socketPath: string): Promise<void> {
  if (!socketPath.endsWith('.sock')) throw new Error(`The socket path must end in .sock (got ${socketPath}).`);
  const dir = dirname(socketPath);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const folder = await lstat(dir);
  // A folder made beforehand by another account (e.g. under /tmp) could be opened up again by its owner.
  if (!folder.isDirectory() || (process.getuid && folder.uid !== process.getuid()))
    throw new Error(`${dir} must be a folder owned by this account.`);
  await chmod(dir, 0o700);
  const existing = await lstat(socketPath).catch(() => null);
  if (existing?.isSocket()) await unlink(socketPath);
  else if (existing) throw new Error(`${socketPath} exists and is not a socket.`);
}

export interface EmbeddedMongoOptions {
  /** 0 = any free port (default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Listen on this Unix domain socket instead of TCP (path ending in `.sock`): the socket file is made
   * owner-only (0600) and its folder must be too (0700, created so when missing), so other users of the
   * machine cannot connect. `uri` is then `mongodb://<percent-encoded path>`.
   */
  socketPath?: string;
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
  const host = options.socketPath ?? options.host ?? '127.0.0.1';
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
    // After the data folder's lock is held: a second server on the same data fails there, not here.
    if (options.socketPath) await prepareSocketPath(options.socketPath);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      if (options.socketPath) server.listen(options.socketPath, () => resolve());
      else server.listen(options.port ?? 0, host, () => resolve());
    });
  } catch (err) {
    await persistence.close();
    throw err;
  }
  if (options.socketPath) await chmod(options.socketPath, 0o600);
  const stopTtl = startTtlMonitor(engine, persistence);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.port = port;
  const uriHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    uri: options.socketPath ? `mongodb://${encodeURIComponent(options.socketPath)}` : `mongodb://${uriHost}:${port}`,
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
