/**
 * Decorates `app.mongo` with `{client, db}`. Uses, in order: a `db` handed in by the caller (tests, CLI),
 * MONGODB_URI, or the embedded server (`@laurel/embedded-mongo`) with its files in DATA_DIR/db. The embedded
 * server listens on no TCP port: only on a Unix socket that only this account may open (DATA_DIR/run/db.sock,
 * socket 0600 in a 0700 folder), so other users of the machine cannot reach the data through a driver.
 * Whatever this plugin starts it also closes on shutdown.
 */
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';

interface EmbeddedServer {
  uri: string;
  port: number;
  close(): Promise<void>;
}
type StartEmbedded = (o: { socketPath?: string; dbPath?: string }) => Promise<EmbeddedServer>;

/** Unix socket paths are limited to ~107 bytes; a long DATA_DIR gets its socket in a private folder under /tmp. */
const MAX_SOCKET_PATH = 100;

/** Where the embedded server's socket lives for this data folder. */
export function embeddedSocketPath(dataDir: string): string {
  const preferred = join(dataDir, 'run', 'db.sock');
  if (Buffer.byteLength(preferred) <= MAX_SOCKET_PATH) return preferred;
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `laurel-${id}`, 'db.sock');
}

async function startEmbedded(socketPath: string, dbPath: string | undefined): Promise<EmbeddedServer> {
  const mod = (await import('@laurel/embedded-mongo')) as unknown as { startEmbeddedMongo?: StartEmbedded };
  if (typeof mod.startEmbeddedMongo !== 'function') {
    throw new Error('The embedded database (@laurel/embedded-mongo) is not available; set MONGODB_URI.');
  }
  return mod.startEmbeddedMongo({ socketPath, dbPath });
}

export interface MongoHandle {
  client: MongoClient;
  db: Db;
  /** True when this process runs the embedded server. */
  embedded: boolean;
  /** True when connected to a replica set (change streams available). */
  isReplicaSet: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mongo: MongoHandle;
  }
}

export interface MongoPluginOptions {
  uri: string | null;
  dataDir: string;
  /** An already connected database; nothing is started or closed. */
  db?: Db;
  /** Run the embedded server without files (tests). */
  inMemory?: boolean;
}

function databaseName(client: MongoClient): string {
  const name = client.options.dbName;
  return name && name !== 'test' ? name : 'laurel';
}

export default fp<MongoPluginOptions>(
  async (app, opts) => {
    if (opts.db) {
      app.decorate('mongo', { client: opts.db.client, db: opts.db, embedded: false, isReplicaSet: false });
      return;
    }
    let uri = opts.uri;
    let embedded: EmbeddedServer | null = null;
    if (!uri) {
      embedded = await startEmbedded(
        embeddedSocketPath(opts.dataDir),
        opts.inMemory ? undefined : join(opts.dataDir, 'db'),
      );
      uri = embedded.uri;
      app.log.info({ uri }, 'embedded database started');
    }
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
    try {
      await client.connect();
    } catch (err) {
      await embedded?.close();
      throw new Error(`Could not connect to MongoDB at ${uri}: ${(err as Error).message}`);
    }
    const db = client.db(databaseName(client));
    let isReplicaSet = false;
    if (!embedded) {
      const hello = await db
        .admin()
        .command({ hello: 1 })
        .catch(() => ({}) as Record<string, unknown>);
      isReplicaSet = typeof hello.setName === 'string';
    }
    app.decorate('mongo', { client, db, embedded: embedded !== null, isReplicaSet });
    app.addHook('onClose', async () => {
      await client.close();
      await embedded?.close();
    });
  },
  { name: 'mongodb' },
);
