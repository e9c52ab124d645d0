// On-disk record framing shared by the journal and the snapshot:
//   [u32 payload length][u32 CRC-32 of payload][payload = one or more BSON documents]
// A record whose length runs past the end of the file or whose checksum fails ends the readable part.
import { crc32 } from 'node:zlib';
import { BSON, type Document } from 'bson';

const HEADER = 8;
const deserializeOptions = { promoteLongs: true, promoteValues: true, promoteBuffers: false, bsonRegExp: false };

export function encodeRecord(docs: Document[]): Buffer {
  const parts = docs.map((d) => BSON.serialize(d));
  const length = parts.reduce((n, p) => n + p.length, 0);
  const out = Buffer.allocUnsafe(HEADER + length);
  let offset = HEADER;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  const payload = out.subarray(HEADER);
  out.writeUInt32LE(length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  return out;
}

export interface ReadResult {
  records: Document[][];
  /** Bytes of intact records from the start; anything after is a torn or corrupt tail. */
  validLength: number;
}

function decodePayload(payload: Buffer): Document[] | null {
  const docs: Document[] = [];
  let p = 0;
  while (p < payload.length) {
    if (p + 5 > payload.length) return null;
    const size = payload.readInt32LE(p);
    if (size < 5 || p + size > payload.length) return null;
    docs.push(BSON.deserialize(payload.subarray(p, p + size), deserializeOptions));
    p += size;
  }
  return docs;
}

export function readRecords(buf: Buffer): ReadResult {
  const records: Document[][] = [];
  let offset = 0;
  while (offset + HEADER <= buf.length) {
    const length = buf.readUInt32LE(offset);
    const sum = buf.readUInt32LE(offset + 4);
    const end = offset + HEADER + length;
    if (length === 0 || end > buf.length) break;
    const payload = buf.subarray(offset + HEADER, end);
    if (crc32(payload) !== sum) break;
    let docs: Document[] | null;
    try {
      docs = decodePayload(payload);
    } catch {
      docs = null;
    }
    if (!docs) break;
    records.push(docs);
    offset = end;
  }
  return { records, validLength: offset };
}
