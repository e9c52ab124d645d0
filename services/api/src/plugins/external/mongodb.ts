/**
 * Decorates `app.mongo` with `{client, db}`. Uses, in order: a `db` handed in by the caller (tests, CLI),
 * MONGODB_URI, or the embedded server (`@laurel/embedded-mongo`) with its files in DATA_DIR/db.
 * Whatever this plugin starts it also closes on shutdown.
 */
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';

interface EmbeddedServer {
  uri: string;
  port: number;
  close(): Promise<void>;
}
type StartEmbedded = (o: { port?: number; host?: string; dbPath?: string }) => Promise<EmbeddedServer>;

async function startEmbedded(dbPath: string | undefined): Promise<EmbeddedServer> {
  const mod = (await import('@laurel/embedded-mongo')) as unknown as { startEmbeddedMongo?: StartEmbedded };
  if (typeof mod.startEmbeddedMongo !== 'function') {
    throw new Error('The embedded database (@laurel/embedded-mongo) is not available; set MONGODB_URI.');
  }
  return mod.startEmbeddedMongo({ port: 0, host: '127.0.0.1', dbPath });
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
      embedded = await startEmbedded(opts.inMemory ? undefined : join(opts.dataDir, 'db'));
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
