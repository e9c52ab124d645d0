// Two client processes and one standalone server process (the embedded-mongo bin): each client's
// writes reach the other's change stream.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { EJSON } from 'bson';
import { MongoClient, type Document } from 'mongodb';
import { startChild, type Child } from './process-helpers';
import { nextEvent } from './stream-helpers';

jest.setTimeout(60_000);

/** The stream-client fixture in its own node process; `lines` collects what it printed. */
function startStreamClient(
  uri: string,
  db: string,
): { proc: ChildProcess; lines: Document[]; waitFor: (p: (d: Document) => boolean) => Promise<Document> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'fixtures', 'stream-client.ts'), uri, db], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: Document[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  proc.stdout!.setEncoding('utf8');
  proc.stdout!.on('data', (chunk: string) => {
    buffer += chunk;
    let i: number;
    while ((i = buffer.indexOf('\n')) >= 0) {
      lines.push(EJSON.parse(buffer.slice(0, i)) as Document);
      buffer = buffer.slice(i + 1);
      for (const w of waiters.splice(0)) w();
    }
  });
  const waitFor = async (p: (d: Document) => boolean): Promise<Document> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = lines.find(p);
      if (found) return found;
      if (Date.now() > deadline || proc.exitCode !== null)
        throw new Error(`stream client printed: ${JSON.stringify(lines)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 500);
      });
    }
  };
  return { proc, lines, waitFor };
}

describe('change streams across processes', () => {
  let server: Child;
  let client: MongoClient;

  beforeAll(async () => {
    server = await startChild(['--port', '0']);
    client = new MongoClient(server.uri);
  });
  afterAll(async () => {
    await client?.close();
    server?.proc.kill('SIGTERM');
    await server?.exited;
  });

  it("each client process sees the other's writes through a standalone server", async () => {
    const other = startStreamClient(server.uri, 'shared-db');
    await other.waitFor((d) => d.ready === true);
    const coll = client.db('shared-db').collection('shared');
    const stream = client.db('shared-db').watch([], { maxAwaitTimeMS: 5000 });
    await stream.tryNext();

    await coll.insertOne({ _id: 'from-test' as never, n: 1 });
    await coll.updateOne({ _id: 'from-test' as never }, { $set: { n: 2 } });
    const inserted = await other.waitFor((d) => d.event?.documentKey?._id === 'from-test');
    expect(inserted.event).toMatchObject({
      operationType: 'insert',
      ns: { db: 'shared-db', coll: 'shared' },
      fullDocument: { _id: 'from-test', n: 1 },
    });
    const updated = await other.waitFor(
      (d) => d.event?.operationType === 'update' && d.event.documentKey._id === 'from-test',
    );
    expect(updated.event).toMatchObject({
      updateDescription: { updatedFields: { n: 2 } },
      fullDocument: { _id: 'from-test', n: 2 },
    });

    other.proc.stdin!.write('insert from-child\n');
    await other.waitFor((d) => d.wrote === 'from-child');
    const seen = [await nextEvent(stream, 20_000), await nextEvent(stream, 20_000), await nextEvent(stream, 20_000)];
    expect(seen.map((e) => [e.operationType, (e as Document).documentKey._id])).toEqual([
      ['insert', 'from-test'],
      ['update', 'from-test'],
      ['insert', 'from-child'],
    ]);
    expect((seen[2] as Document).fullDocument).toMatchObject({ from: 'child' });
    await stream.close();
    other.proc.stdin!.end();
    await new Promise((r) => other.proc.once('exit', r));
    expect(other.proc.exitCode).toBe(0);
  });
});
