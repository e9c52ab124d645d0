/**
 * Issue 11 item 6: the embedded database is not reachable by other users of the machine. It listens on no
 * TCP port, only on a Unix socket that only the API's account may open (0600, in a 0700 folder); the API
 * itself uses it through the real driver. (Tests run as root, who may open anything: the check is the
 * permissions and the absence of a TCP listener, as another user would meet them.)
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MongoClient } from 'mongodb';
import { embeddedSocketPath } from '../../src/plugins/external/mongodb';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** TCP ports this process listens on: LISTEN rows (state 0A) of /proc/net/tcp{,6} whose socket is one of our fds. */
function listeningPorts(): Set<number> {
  const ours = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    const target = (() => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })();
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) ours.add(inode);
  }
  const ports = new Set<number>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A' && ours.has(cols[9])) ports.add(parseInt(cols[1].split(':').pop()!, 16));
    }
  }
  return ports;
}

test('the database answers through the driver on an owner-only socket, not on a TCP port', async () => {
  const socketPath = embeddedSocketPath(t.app.config.dataDir);
  expect(statSync(socketPath).isSocket()).toBe(true);
  expect(statSync(socketPath).mode & 0o777).toBe(0o600);
  expect(statSync(dirname(socketPath)).mode & 0o777).toBe(0o700);
  const client = new MongoClient(`mongodb://${encodeURIComponent(socketPath)}`);
  await client.connect();
  try {
    const site = await client.db('laurel').collection('sites').findOne({ siteID: IDS.siteA });
    expect(site?.siteID).toBe(IDS.siteA);
  } finally {
    await client.close();
  }
  // The API's own connection is the socket too.
  expect(t.app.mongo.client.options.hosts.map(String)).toEqual([socketPath]);
  expect((await t.req('anonymous', 'GET', `/api/v1/sites/${IDS.siteA}/styling`)).statusCode).toBe(200);
});

test('another account of the machine cannot open the socket, even when the data folder is readable to all', () => {
  const socketPath = embeddedSocketPath(t.app.config.dataDir);
  const dataDir = t.app.config.dataDir;
  const mode = statSync(dataDir).mode & 0o777;
  chmodSync(dataDir, 0o755);
  try {
    // `nobody` tries the socket the way a driver would; only the run/ folder (0700) and the socket (0600) stop it.
    const probe = `require('net').connect(${JSON.stringify(socketPath)})
      .on('connect', () => { console.log('connected'); process.exit(0); })
      .on('error', (e) => { console.log(e.code); process.exit(0); });`;
    const asNobody = spawnSync(process.execPath, ['-e', probe], { uid: 65534, gid: 65534, encoding: 'utf8' });
    expect(asNobody.stdout.trim()).toBe('EACCES');
    // The same probe as the API's own account connects: the check above is not a broken probe.
    const asOwner = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
    expect(asOwner.stdout.trim()).toBe('connected');
  } finally {
    chmodSync(dataDir, mode);
  }
});

test('no TCP port is opened for the database', async () => {
  const before = listeningPorts();
  const other = await buildTestApp();
  try {
    expect([...listeningPorts()].filter((p) => !before.has(p))).toEqual([]);
    // The check sees a listener when there is one: the API's own HTTP port.
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as { port: number }).port;
    expect([...listeningPorts()].filter((p) => !before.has(p))).toEqual([port]);
  } finally {
    await other.close();
  }
});

test('a long DATA_DIR gets its socket in a private folder under the temp directory', () => {
  const long = join('/tmp', 'x'.repeat(120));
  const path = embeddedSocketPath(long);
  expect(Buffer.byteLength(path)).toBeLessThanOrEqual(100);
  expect(path).toMatch(/^\/tmp\/laurel-[0-9a-f]{16}\/db\.sock$/);
  expect(embeddedSocketPath(long)).toBe(path);
});
