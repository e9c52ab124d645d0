// Positions in the change history and the resume tokens that carry them.
// A position is (cluster time, index of the change in its write command, index of the event the
// change gave): ts << 48 | (index + 1) << 16 | event. Index 0 means "before the command's first change",
// so `before(ts)` is where a stream starting at that time begins. Tokens are opaque to the driver:
// { _data: "E1" + 28 hex digits of the position + 2 hex digits of flags }.
import type { Document } from 'bson';
import { fail, ErrorCodes } from '../errors';

export type Position = bigint;

const FROM_INVALIDATE = 1;
const LAST_EVENT = 0xffffn;

export const eventPosition = (ts: bigint, index: number, event: number): Position =>
  (ts << 48n) | (BigInt(index + 1) << 16n) | BigInt(event);

/** After every event of change `index` at `ts`. */
export const afterChange = (ts: bigint, index: number): Position => eventPosition(ts, index, 0) | LAST_EVENT;

/** Before anything at `ts` (a stream starting at that time, inclusive). */
export const before = (ts: bigint): Position => ts << 48n;

export const tsOfPosition = (position: Position): bigint => position >> 48n;

export interface ResumeToken {
  position: Position;
  fromInvalidate: boolean;
}

export function encodeToken(position: Position, fromInvalidate = false): Document {
  const hex = position.toString(16).toUpperCase().padStart(28, '0');
  return { _data: `E1${hex}0${fromInvalidate ? FROM_INVALIDATE : 0}` };
}

export function decodeToken(token: unknown): ResumeToken {
  const data = (token as Document | null)?._data;
  const m = typeof data === 'string' ? /^E1([0-9A-F]{28})([0-9A-F]{2})$/i.exec(data) : null;
  if (!m || Object.keys(token as Document).length !== 1) {
    fail(ErrorCodes.InvalidResumeToken, `Invalid resume token: ${JSON.stringify(token)} was not issued by this server`);
  }
  return { position: BigInt(`0x${m[1]}`), fromInvalidate: (parseInt(m[2], 16) & FROM_INVALIDATE) !== 0 };
}
