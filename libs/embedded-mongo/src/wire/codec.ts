// MongoDB wire protocol framing: OP_QUERY / OP_REPLY (legacy handshake) and OP_MSG.
import { BSON, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

const CHECKSUM_PRESENT = 1;
export const MORE_TO_COME = 2;
export const EXHAUST_ALLOWED = 1 << 16;

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export interface IncomingMessage {
  header: Header;
  /** The command document with kind-1 document sequences merged in as arrays. */
  command: Document;
  flags: number;
  /** For OP_QUERY: the full collection name, e.g. "admin.$cmd". */
  collection?: string;
}

const deserializeOptions = { promoteLongs: true, promoteValues: true, promoteBuffers: false, bsonRegExp: false };

export function decodeDocument(buf: Buffer, offset = 0): Document {
  const size = buf.readInt32LE(offset);
  return BSON.deserialize(buf.subarray(offset, offset + size), deserializeOptions);
}

export function readHeader(buf: Buffer): Header {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

function readCString(buf: Buffer, offset: number): [string, number] {
  const end = buf.indexOf(0, offset);
  return [buf.toString('utf8', offset, end), end + 1];
}

/** Decodes one complete message (header included). Throws on malformed input. */
export function decodeMessage(buf: Buffer): IncomingMessage {
  const header = readHeader(buf);
  if (header.opCode === OP_MSG) return decodeOpMsg(header, buf);
  if (header.opCode === OP_QUERY) return decodeOpQuery(header, buf);
  throw new Error(`unsupported opCode ${header.opCode}`);
}

function decodeOpMsg(header: Header, buf: Buffer): IncomingMessage {
  const flags = buf.readUInt32LE(16);
  const end = flags & CHECKSUM_PRESENT ? buf.length - 4 : buf.length;
  let offset = 20;
  let command: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = buf[offset];
    offset += 1;
    if (kind === 0) {
      command = decodeDocument(buf, offset);
      offset += buf.readInt32LE(offset);
    } else if (kind === 1) {
      const size = buf.readInt32LE(offset);
      const sectionEnd = offset + size;
      const [identifier, docsStart] = readCString(buf, offset + 4);
      const docs: Document[] = [];
      for (let p = docsStart; p < sectionEnd; p += buf.readInt32LE(p)) docs.push(decodeDocument(buf, p));
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new Error(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new Error('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) command[identifier] = docs;
  return { header, command, flags };
}

function decodeOpQuery(header: Header, buf: Buffer): IncomingMessage {
  const flags = buf.readInt32LE(16);
  const [collection, afterName] = readCString(buf, 20);
  const queryOffset = afterName + 8; // numberToSkip, numberToReturn
  let command = decodeDocument(buf, queryOffset);
  // Legacy wrapped form: { $query: {...}, $readPreference: ... }
  if (command.$query && typeof command.$query === 'object') command = command.$query;
  return { header, command, flags, collection };
}

function writeHeader(buf: Buffer, requestId: number, responseTo: number, opCode: number): void {
  buf.writeInt32LE(buf.length, 0);
  buf.writeInt32LE(requestId, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
}

export function encodeOpMsg(doc: Document, requestId: number, responseTo: number, flags = 0): Buffer {
  const body = BSON.serialize(doc);
  const buf = Buffer.allocUnsafe(21 + body.length);
  writeHeader(buf, requestId, responseTo, OP_MSG);
  buf.writeUInt32LE(flags, 16);
  buf[20] = 0;
  buf.set(body, 21);
  return buf;
}

export function encodeOpReply(doc: Document, requestId: number, responseTo: number): Buffer {
  const body = BSON.serialize(doc);
  const buf = Buffer.allocUnsafe(36 + body.length);
  writeHeader(buf, requestId, responseTo, OP_REPLY);
  buf.writeInt32LE(8, 16); // responseFlags: AwaitCapable
  buf.writeBigInt64LE(0n, 20); // cursorID
  buf.writeInt32LE(0, 28); // startingFrom
  buf.writeInt32LE(1, 32); // numberReturned
  buf.set(body, 36);
  return buf;
}
