// One client connection: frames incoming messages, runs them in order and writes replies.
import type { Socket } from 'node:net';
import type { Document } from 'bson';
import {
  decodeMessage,
  encodeOpMsg,
  encodeOpReply,
  EXHAUST_ALLOWED,
  MORE_TO_COME,
  OP_QUERY,
  readHeader,
} from './codec';
import { MAX_MESSAGE_SIZE } from '../commands/handshake';

export interface ConnectionInfo {
  id: number;
  /** host:port of this end of the connection (the address the client reached). */
  localAddress: string;
}

export type CommandRunner = (cmd: Document, connection: ConnectionInfo) => Promise<Document>;

function hostPort(address: string | undefined, port: number | undefined): string {
  const host = (address ?? '127.0.0.1').replace(/^::ffff:/, '');
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

let nextRequestId = 1;

const isStreamingHello = (cmd: Document, reply: Document): boolean =>
  reply.ok === 1 &&
  cmd.topologyVersion !== undefined &&
  typeof cmd.maxAwaitTimeMS === 'number' &&
  (cmd.hello !== undefined || cmd.isMaster !== undefined || cmd.ismaster !== undefined);

export function serveConnection(socket: Socket, connectionId: number, run: CommandRunner): void {
  let queue: Promise<void> = Promise.resolve();
  socket.setNoDelay(true);
  const info: ConnectionInfo = { id: connectionId, localAddress: hostPort(socket.localAddress, socket.localPort) };

  const handle = async (message: Buffer): Promise<void> => {
    const header = readHeader(message);
    let reply: Document;
    let incoming;
    try {
      incoming = decodeMessage(message);
    } catch (err) {
      reply = { ok: 0, errmsg: (err as Error).message, code: 2, codeName: 'BadValue' };
    }
    if (incoming) {
      const cmd = incoming.command;
      if (incoming.collection && cmd.$db === undefined) cmd.$db = incoming.collection.split('.')[0];
      reply = await run(cmd, info);
      if (incoming.flags & MORE_TO_COME && header.opCode !== OP_QUERY) return;
    }
    if (socket.destroyed) return;
    if (header.opCode === OP_QUERY) {
      socket.write(encodeOpReply(reply!, nextRequestId++, header.requestId));
      return;
    }
    if (incoming && incoming.flags & EXHAUST_ALLOWED && isStreamingHello(incoming.command, reply!)) {
      await streamHello(incoming.command, reply!, header.requestId);
      return;
    }
    socket.write(encodeOpMsg(reply!, nextRequestId++, header.requestId));
  };

  /**
   * The driver's streaming monitor: an awaitable hello with exhaustAllowed is answered again and again
   * (each reply flagged moreToCome, answering the previous one) until the connection closes.
   */
  const streamHello = async (cmd: Document, first: Document, requestId: number): Promise<void> => {
    let reply = first;
    let responseTo = requestId;
    while (!socket.destroyed && reply.ok === 1) {
      const id = nextRequestId++;
      socket.write(encodeOpMsg(reply, id, responseTo, MORE_TO_COME));
      responseTo = id;
      cmd.topologyVersion = reply.topologyVersion;
      reply = await run(cmd, info);
    }
  };

  // Chunks are kept apart until a whole message is there (no quadratic re-copying of big messages).
  const chunks: Buffer[] = [];
  let buffered = 0;
  const take = (n: number): Buffer => {
    const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, buffered);
    chunks.length = 0;
    const message = all.subarray(0, n);
    if (all.length > n) chunks.push(all.subarray(n));
    buffered = all.length - n;
    return message;
  };
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    buffered += chunk.length;
    while (buffered >= 4) {
      const head = chunks[0].length >= 4 ? chunks[0] : Buffer.concat(chunks, buffered);
      const length = head.readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_SIZE) {
        socket.destroy();
        return;
      }
      if (buffered < length) break;
      const message = take(length);
      queue = queue
        .then(() => handle(message))
        .catch(() => {
          socket.destroy();
        });
    }
  });
  socket.on('error', () => socket.destroy());
}
