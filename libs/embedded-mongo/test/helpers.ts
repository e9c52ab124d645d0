// Starts a memory-only server and a real driver client for a test file.
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';

export interface TestServer {
  server: EmbeddedMongo;
  client: MongoClient;
  db: Db;
}

export function useServer(dbName = 'test'): TestServer {
  const ctx = {} as TestServer;
  beforeAll(async () => {
    ctx.server = await startEmbeddedMongo({ port: 0 });
    ctx.client = new MongoClient(ctx.server.uri);
    await ctx.client.connect();
    ctx.db = ctx.client.db(dbName);
  });
  afterAll(async () => {
    await ctx.client?.close();
    await ctx.server?.close();
  });
  return ctx;
}
