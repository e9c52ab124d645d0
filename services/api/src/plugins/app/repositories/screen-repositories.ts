/**
 * Screen health: each site's content version (`siteVersions`), every screen's last heartbeat (`screens`) and
 * each site's offline-alert settings (`screenAlerts`). None of these collections is watched by the change
 * feed: a heartbeat is not a content change.
 */
import type { ScreenAlerts, ScreenKind, ReloadReason } from '@laurel/domain';
import { BaseRepository, nowIso } from './base-repository';

export interface SiteVersionDoc {
  _id: string;
  version: number;
  changedAt: string;
}

export interface ScreenDoc {
  _id: string;
  siteID: string;
  screenId: string;
  kind: ScreenKind;
  appVersion: string;
  contentVersion: number;
  uptimeMs: number;
  memoryBytes: number | null;
  lastError: string | null;
  reload: { reason: ReloadReason; at: string } | null;
  emergencyShown: boolean;
  /** When it last reported showing the emergency announcement. */
  emergencyShownAt: string | null;
  path: string | null;
  userAgent: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Set when the offline alert went out (one per silence); cleared when it is heard from again. */
  offlineAlertedAt: string | null;
}

export interface ScreenAlertsDoc extends ScreenAlerts {
  _id: string;
  updatedAt?: string;
}

export class SiteVersionRepository extends BaseRepository<SiteVersionDoc> {
  /** One more change of what the site's screens show. */
  async bump(siteId: string): Promise<void> {
    await this.collection.updateOne(
      { _id: siteId as never },
      { $inc: { version: 1 }, $set: { changedAt: nowIso() } },
      { upsert: true },
    );
  }

  async current(siteId: string): Promise<{ version: number; changedAt: string | null }> {
    const doc = await this.findById(siteId);
    return { version: doc?.version ?? 0, changedAt: doc?.changedAt ?? null };
  }
}

export type HeartbeatFields = Omit<ScreenDoc, '_id' | 'firstSeenAt' | 'offlineAlertedAt' | 'emergencyShownAt'>;

export const screenKey = (siteId: string, screenId: string) => `${siteId}|${screenId}`;

export class ScreenRepository extends BaseRepository<ScreenDoc> {
  ofSite(siteId: string): Promise<ScreenDoc[]> {
    return this.find({ siteID: siteId }, { sort: { firstSeenAt: 1 } });
  }

  countOfSite(siteId: string): Promise<number> {
    return this.count({ siteID: siteId });
  }

  byKey(siteId: string, screenId: string): Promise<ScreenDoc | null> {
    return this.findById(screenKey(siteId, screenId));
  }

  /**
   * Records a heartbeat; returns the screen as it was before (null for a new screen), so the caller can tell
   * a screen coming back after an offline alert.
   */
  async record(fields: HeartbeatFields): Promise<ScreenDoc | null> {
    const now = fields.lastSeenAt;
    const before = await this.collection.findOneAndUpdate(
      { _id: screenKey(fields.siteID, fields.screenId) as never },
      {
        $set: { ...fields, ...(fields.emergencyShown ? { emergencyShownAt: now } : {}) },
        $setOnInsert: {
          firstSeenAt: now,
          offlineAlertedAt: null,
          ...(fields.emergencyShown ? {} : { emergencyShownAt: null }),
        },
      },
      { upsert: true, returnDocument: 'before' },
    );
    return before as ScreenDoc | null;
  }

  /** Screens of the site silent since before `before` whose offline alert has not gone out. */
  silentUnalerted(siteId: string, before: string): Promise<ScreenDoc[]> {
    return this.find({ siteID: siteId, lastSeenAt: { $lt: before }, offlineAlertedAt: null });
  }

  /** Claims the offline alert of a silent screen (true for exactly one caller, across API replicas). */
  async claimOfflineAlert(id: string, lastSeenAt: string): Promise<boolean> {
    const res = await this.collection.updateOne(
      { _id: id as never, lastSeenAt, offlineAlertedAt: null },
      { $set: { offlineAlertedAt: nowIso() } },
    );
    return res.modifiedCount === 1;
  }

  /** Claims the "back online" alert of a screen that was reported offline (true for exactly one caller). */
  async claimBackOnline(id: string): Promise<boolean> {
    const res = await this.collection.updateOne(
      { _id: id as never, offlineAlertedAt: { $ne: null } },
      { $set: { offlineAlertedAt: null } },
    );
    return res.modifiedCount === 1;
  }

  async forget(siteId: string, screenId: string): Promise<boolean> {
    return (await this.deleteHard({ _id: screenKey(siteId, screenId) as never })) > 0;
  }
}

export class ScreenAlertsRepository extends BaseRepository<ScreenAlertsDoc> {
  ofSite(siteId: string): Promise<ScreenAlertsDoc | null> {
    return this.findById(siteId);
  }

  /** Sites that asked for alerts (some address or webhook). */
  withRecipients(): Promise<ScreenAlertsDoc[]> {
    return this.find({ $or: [{ 'emails.0': { $exists: true } }, { webhookUrl: { $ne: null } }] });
  }

  async save(siteId: string, alerts: ScreenAlerts): Promise<ScreenAlertsDoc> {
    const doc = { _id: siteId, ...alerts, updatedAt: nowIso() };
    await this.collection.replaceOne({ _id: siteId as never }, doc, { upsert: true });
    return doc;
  }
}
