// One client connection: frames incoming messages, runs them in order and writes replies.
import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { decodeMessage, encodeOpMsg, encodeOpReply, MORE_TO_COME, OP_QUERY, readHeader } from './codec';
import { MAX_MESSAGE_SIZE } from '../commands/handshake';

export type CommandRunner = (cmd: Document, connectionId: number) => Promise<Document>;

let nextRequestId = 1;

export function serveConnection(socket: Socket, connectionId: number, run: CommandRunner): void {
  let pending: Buffer = Buffer.alloc(0);
  let queue: Promise<void> = Promise.resolve();
  socket.setNoDelay(true);

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
      reply = await run(cmd, connectionId);
      if (incoming.flags & MORE_TO_COME && header.opCode !== OP_QUERY) return;
    }
    if (socket.destroyed) return;
    const out = header.opCode === OP_QUERY ? encodeOpReply(reply!, nextRequestId++, header.requestId) : encodeOpMsg(reply!, nextRequestId++, header.requestId);
    socket.write(out);
  };

  socket.on('data', (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const length = pending.readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_SIZE) {
        socket.destroy();
        return;
      }
      if (pending.length < length) break;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      queue = queue.then(() => handle(message)).catch(() => {
        socket.destroy();
      });
    }
  });
  socket.on('error', () => socket.destroy());
}
