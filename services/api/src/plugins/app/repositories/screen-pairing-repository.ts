/**
 * Pending screen pairings (issue 24): a screen's code, kept until it expires (a TTL index drops it; every
 * read also checks `expiresAt`). A pairing is not a screen: nothing lists, counts or alerts on these.
 */
import type { ScreenKind } from '@laurel/domain';
import { BaseRepository } from './base-repository';

export interface ScreenPairingDoc {
  /** sha256 of the screen's secret pairing id (the id itself is only ever known to the screen). */
  _id: string;
  code: string;
  kind: ScreenKind;
  /** The site a kiosk shows; null for a TV. */
  siteID: string | null;
  /** Where the request came from (for the log and the per-address bound). */
  address: string;
  createdAt: Date;
  expiresAt: Date;
  /** Set when an admin pairs it. */
  pairedScreenId: string | null;
  pairedSiteId: string | null;
}

const pending = (now: Date) => ({ pairedScreenId: null, expiresAt: { $gt: now } });

export class ScreenPairingRepository extends BaseRepository<ScreenPairingDoc> {
  /** Inserts a new pairing; false when its code is taken by another pending pairing (unique index). */
  async start(doc: ScreenPairingDoc): Promise<boolean> {
    try {
      await this.insertOne(doc);
      return true;
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return false;
      throw err;
    }
  }

  /** The pairing a screen asks about (its id's hash), while it has not expired. */
  async current(idHash: string, now = new Date()): Promise<ScreenPairingDoc | null> {
    return this.findOne({ _id: idHash as never, expiresAt: { $gt: now } });
  }

  /** The pending pairing showing this code, if any. */
  async pendingByCode(code: string, now = new Date()): Promise<ScreenPairingDoc | null> {
    return this.findOne({ code, ...pending(now) });
  }

  /**
   * Claims a pending pairing for a screen id (true for exactly one caller). It is kept a little longer, so a
   * screen that was paired just before its code ran out still hears of it.
   */
  async claim(idHash: string, screenId: string, siteId: string, keepUntil: Date, now = new Date()): Promise<boolean> {
    const res = await this.collection.updateOne(
      { _id: idHash as never, ...pending(now) },
      { $set: { pairedScreenId: screenId, pairedSiteId: siteId, expiresAt: keepUntil } },
    );
    return res.modifiedCount === 1;
  }

  /** Undoes a claim whose screen could not be made (the code works again). */
  async release(idHash: string): Promise<void> {
    await this.collection.updateOne({ _id: idHash as never }, { $set: { pairedScreenId: null, pairedSiteId: null } });
  }
}
