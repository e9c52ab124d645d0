/**
 * The `schedules` collection (issue 29): publish or unpublish at a set time. Any API process may carry one
 * out, but only the one whose `claim` (one atomic update) matched does; a claim not renewed for STALE_CLAIM_MS
 * (its process stopped before finishing) may be claimed again, and carrying out is idempotent.
 */
import type { Document, Filter } from 'mongodb';
import type { Schedule } from '@laurel/domain';
import { BaseRepository } from './base-repository';

export type ScheduleDoc = Schedule & { siteID: string; createdAt: string; claimedBy?: string; claimedAt?: string };

export class ScheduleRepository extends BaseRepository<ScheduleDoc> {
  protected override scope(filter: Filter<Document>): Filter<Document> {
    return filter;
  }

  add(doc: ScheduleDoc): Promise<ScheduleDoc> {
    return this.insertOne(doc);
  }

  /** The site's schedules still to happen, soonest first (those of one second in the order they were made). */
  pendingOfSite(siteId: string): Promise<ScheduleDoc[]> {
    return this.find(
      { siteID: siteId, state: { $in: ['pending', 'running'] } },
      { sort: { at: 1, createdAt: 1, _id: 1 }, limit: 1000 },
    );
  }

  byIdInSite(siteId: string, id: string): Promise<ScheduleDoc | null> {
    return this.findOne({ _id: id as never, siteID: siteId });
  }

  /** Cancels a schedule that has not started; false when it had (or does not exist). */
  async cancel(siteId: string, id: string): Promise<boolean> {
    return (await this.deleteHard({ _id: id as never, siteID: siteId, state: 'pending' })) === 1;
  }

  /** Changes a schedule that has not started (its time, action and announce); null when it had (or does not exist). */
  async change(
    siteId: string,
    id: string,
    next: { at: string; action: ScheduleDoc['action']; announce: boolean },
  ): Promise<ScheduleDoc | null> {
    const { at, action, announce } = next;
    // Schedules that do not announce store no `announce` field.
    const update: Document = announce
      ? { $set: { at, action, announce: true } }
      : { $set: { at, action }, $unset: { announce: '' } };
    const res = await this.collection.findOneAndUpdate({ _id: id as never, siteID: siteId, state: 'pending' }, update, {
      returnDocument: 'after',
    });
    return res as ScheduleDoc | null;
  }

  /** Pending schedules of the site due by `at`, in the order they happen (a preview of that time). */
  pendingUntil(siteId: string, at: string): Promise<ScheduleDoc[]> {
    return this.find(
      { siteID: siteId, state: { $in: ['pending', 'running'] }, at: { $lte: at } },
      { sort: { at: 1, createdAt: 1, _id: 1 }, limit: 1000 },
    );
  }

  /** Ids of schedules due at `now` (pending, or claimed by a process that stopped before `staleBefore`). */
  async due(now: string, staleBefore: string, limit = 50): Promise<string[]> {
    const docs = await this.collection
      .find(
        {
          $or: [
            { state: 'pending', at: { $lte: now } },
            { state: 'running', claimedAt: { $lt: staleBefore } },
          ],
        },
        { projection: { _id: 1 } },
      )
      .sort({ at: 1 })
      .limit(limit)
      .toArray();
    return docs.map((d) => String(d._id));
  }

  /** Sites and times of schedules not carried out yet that are due by `until` (coming up, or due and running). */
  async upcoming(until: string): Promise<{ siteID: string; at: string }[]> {
    const docs = await this.collection
      .find(
        { state: { $in: ['pending', 'running'] }, at: { $lte: until } },
        { projection: { _id: 0, siteID: 1, at: 1 } },
      )
      .limit(1000)
      .toArray();
    return docs.map((d) => ({ siteID: String(d.siteID), at: String(d.at) }));
  }

  /**
   * The latest schedule of the site that asked cast screens to announce it, claimed (so its second has come)
   * and due since `since`; null when none.
   */
  async lastAnnounced(siteId: string, since: string): Promise<ScheduleDoc | null> {
    const [doc] = await this.find(
      { siteID: siteId, announce: true, state: { $in: ['running', 'done'] }, at: { $gte: since } },
      { sort: { at: -1 }, limit: 1 },
    );
    return doc ?? null;
  }

  /** Claims a due schedule for `worker` in one atomic update; null when another process has it. */
  async claim(id: string, worker: string, now: string, staleBefore: string): Promise<ScheduleDoc | null> {
    const res = await this.collection.findOneAndUpdate(
      {
        _id: id as never,
        $or: [
          { state: 'pending', at: { $lte: now } },
          { state: 'running', claimedAt: { $lt: staleBefore } },
        ],
      },
      { $set: { state: 'running', claimedBy: worker, claimedAt: now } },
      { returnDocument: 'after' },
    );
    return res as ScheduleDoc | null;
  }

  /** Keeps `worker`'s claim fresh while it carries the schedule out. */
  async renew(id: string, worker: string, now: string): Promise<void> {
    await this.updateMany({ _id: id as never, claimedBy: worker, state: 'running' }, { $set: { claimedAt: now } });
  }

  async finish(id: string, worker: string, state: 'done' | 'failed', error?: string): Promise<void> {
    await this.updateMany(
      { _id: id as never, claimedBy: worker },
      { $set: { state, doneAt: new Date().toISOString(), ...(error ? { error } : {}) } },
    );
  }
}
