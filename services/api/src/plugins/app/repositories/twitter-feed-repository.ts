/**
 * The last failure to read each site's X (Twitter) feed, one document per site and handle, kept while the
 * feed keeps failing and removed when it reads again. Stored (not in memory) so every API replica shows an
 * admin the same reason and only the replica that starts a run of failures logs it.
 */
import { BaseRepository } from './base-repository';

export interface TwitterFeedFailureDoc {
  /** `{siteID}|{handle in lower case}`. */
  _id: string;
  siteID: string;
  handle: string;
  /** When this run of failures began, and the latest failure with its reason. */
  since: Date;
  failedAt: Date;
  reason: string;
}

const idOf = (siteId: string, handle: string) => `${siteId}|${handle.toLowerCase()}`;

export class TwitterFeedFailureRepository extends BaseRepository<TwitterFeedFailureDoc> {
  /** Records a failure; true when it starts a run of failures (none was stored), for exactly one caller. */
  async failed(siteId: string, handle: string, reason: string, at = new Date()): Promise<boolean> {
    try {
      const before = await this.collection.findOneAndUpdate(
        { _id: idOf(siteId, handle) as never },
        { $set: { siteID: siteId, handle, failedAt: at, reason }, $setOnInsert: { since: at } },
        { upsert: true, returnDocument: 'before' },
      );
      return before === null;
    } catch (err) {
      // Two replicas starting the same run at once: the other one inserted it (and logs it).
      if ((err as { code?: number }).code === 11000) return false;
      throw err;
    }
  }

  /** The feed read again: forgets its failure; true when one was stored (a run of failures ended). */
  async recovered(siteId: string, handle: string): Promise<boolean> {
    return (await this.deleteHard({ _id: idOf(siteId, handle) as never })) > 0;
  }

  last(siteId: string, handle: string): Promise<TwitterFeedFailureDoc | null> {
    return this.findOne({ _id: idOf(siteId, handle) as never });
  }
}
