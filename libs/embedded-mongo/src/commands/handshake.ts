// hello / isMaster, ping, buildInfo, serverStatus and the other small server-level commands.
import { setTimeout as sleep } from 'node:timers/promises';
import { Long, ObjectId, type Document } from 'bson';
import type { CommandContext, Handler } from './types';
import { tsOf } from '../changes/cluster-time';

export const MAX_BSON_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WRITE_BATCH = 100_000;
export const VERSION = '7.0.0';

/** A one-member replica set: this server is its primary, known by the address the client reached. */
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

function replicaSetFields(ctx: CommandContext, setName: string): Document {
  const me = ctx.localAddress;
  const last = tsOf(ctx.state.engine.oplog.clock.last);
  const date = new Date(Number(last.t) * 1000);
  const opTime = { ts: last, t: 1 };
  return {
    hosts: [me],
    setName,
    setVersion: 1,
    secondary: false,
    primary: me,
    me,
    electionId: ELECTION_ID,
    lastWrite: { opTime, lastWriteDate: date, majorityOpTime: opTime, majorityWriteDate: date },
  };
}

/**
 * An awaitable hello (the driver's streaming monitor sends our own topologyVersion and maxAwaitTimeMS):
 * our topology never changes, so it is answered when maxAwaitTimeMS is up (or at shutdown).
 */
export function isAwaitableHello(cmd: Document, processId: ObjectId): boolean {
  const tv = cmd.topologyVersion as Document | undefined;
  return typeof cmd.maxAwaitTimeMS === 'number' && tv?.processId instanceof ObjectId && tv.processId.equals(processId);
}

const hello: Handler = async (cmd, ctx) => {
  if (isAwaitableHello(cmd, ctx.state.processId))
    await sleep(cmd.maxAwaitTimeMS, undefined, { signal: ctx.state.shutdown }).catch(() => undefined);
  const reply: Document = {
    helloOk: true,
    isWritablePrimary: true,
    topologyVersion: { processId: ctx.state.processId, counter: Long.ZERO },
    maxBsonObjectSize: MAX_BSON_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
  if (ctx.state.replSet) Object.assign(reply, replicaSetFields(ctx, ctx.state.replSet));
  if (cmd.isMaster !== undefined || cmd.ismaster !== undefined) {
    delete reply.isWritablePrimary;
    reply.ismaster = true;
  }
  return reply;
};

const buildInfo: Handler = () => ({
  version: VERSION,
  gitVersion: 'laurel-embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_SIZE,
  storageEngines: ['embedded'],
  javascriptEngine: 'none',
  ok: 1,
});

const serverStatus: Handler = (_cmd, ctx) => {
  const mem = process.memoryUsage();
  return {
    host: `${ctx.state.host}:${ctx.state.port}`,
    version: VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor((Date.now() - ctx.state.startedAt.getTime()) / 1000),
    uptimeMillis: Date.now() - ctx.state.startedAt.getTime(),
    localTime: new Date(),
    connections: { current: ctx.state.connections.current, totalCreated: ctx.state.connections.total, available: 1000 },
    mem: { bits: 64, resident: Math.round(mem.rss / 1048576), virtual: Math.round(mem.rss / 1048576) },
    metrics: { cursor: { open: { total: ctx.state.cursors.size } } },
    storageEngine: { name: 'embedded', persistent: ctx.state.persistence.durable },
    ok: 1,
  };
};

export const handshakeCommands: Record<string, Handler> = {
  hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildinfo: buildInfo,
  serverstatus: serverStatus,
  getparameter: () => ({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 }),
  getcmdlineopts: () => ({ argv: ['embedded-mongo'], parsed: {}, ok: 1 }),
  hostinfo: () => ({ system: { currentTime: new Date(), numCores: 1 }, ok: 1 }),
  whatsmyuri: (_c, ctx) => ({ you: `${ctx.state.host}:0`, ok: 1 }),
  getlog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  connectionstatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  logout: () => ({ ok: 1 }),
  fsync: () => ({ ok: 1 }),
};
