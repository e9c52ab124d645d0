/**
 * Screen health (the content version is site-version-repository.ts): every screen's last heartbeat (`screens`) and
 * each site's offline-alert settings (`screenAlerts`). None of these collections is watched by the change
 * feed: a heartbeat is not a content change.
 *
 * A screen record exists only for a known screen (issue 24): a kiosk's is made when an admin pairs it (with
 * the name the admin chose), a cast screen's at its first heartbeat (cast screens are made by admins). Kiosk
 * records from before pairing existed (anonymous heartbeats) are never read: every read below asks for a
 * cast screen or a paired kiosk, and `dropUnpairedKiosks` removes them at start.
 */
import type { ScreenAlerts, ScreenKind, ReloadReason } from '@laurel/domain';
import { BaseRepository, nowIso } from './base-repository';

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
  /** A kiosk's name, chosen by the admin who paired it (cast screens are named in `castScreens`). */
  name?: string | null;
  /** When an admin paired the kiosk. */
  pairedAt?: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Set when the offline alert went out (one per silence); cleared when it is heard from again. */
  offlineAlertedAt: string | null;
}

export interface ScreenAlertsDoc extends ScreenAlerts {
  _id: string;
  updatedAt?: string;
}

export type HeartbeatFields = Omit<
  ScreenDoc,
  '_id' | 'firstSeenAt' | 'offlineAlertedAt' | 'emergencyShownAt' | 'name' | 'pairedAt'
>;

/** Records that are screens of the site: cast screens, and kiosks an admin paired. */
const KNOWN = { $or: [{ kind: 'cast' }, { pairedAt: { $type: 'string' } }] };

export const screenKey = (siteId: string, screenId: string) => `${siteId}|${screenId}`;

export class ScreenRepository extends BaseRepository<ScreenDoc> {
  ofSite(siteId: string): Promise<ScreenDoc[]> {
    return this.find({ siteID: siteId, ...KNOWN }, { sort: { firstSeenAt: 1 } });
  }

  countOfSite(siteId: string): Promise<number> {
    return this.count({ siteID: siteId, ...KNOWN });
  }

  /** The site's record of a cast screen or paired kiosk (null for anything else). */
  byKey(siteId: string, screenId: string): Promise<ScreenDoc | null> {
    return this.findOne({ _id: screenKey(siteId, screenId) as never, ...KNOWN });
  }

  /** A kiosk an admin has just paired: known from now on, seen now (it asked for its code moments ago). */
  async addPairedKiosk(siteId: string, screenId: string, name: string): Promise<void> {
    const now = nowIso();
    const doc: ScreenDoc = {
      _id: screenKey(siteId, screenId),
      siteID: siteId,
      screenId,
      kind: 'kiosk',
      appVersion: '',
      contentVersion: 0,
      uptimeMs: 0,
      memoryBytes: null,
      lastError: null,
      reload: null,
      emergencyShown: false,
      emergencyShownAt: null,
      path: null,
      userAgent: null,
      name,
      pairedAt: now,
      firstSeenAt: now,
      lastSeenAt: now,
      offlineAlertedAt: null,
    };
    await this.insertOne(doc);
  }

  /** Kiosk records made by anonymous heartbeats before screens were paired (issue 24). */
  async dropUnpairedKiosks(): Promise<number> {
    return this.deleteHard({ kind: 'kiosk', pairedAt: { $not: { $type: 'string' } } });
  }

  /**
   * Records a heartbeat of a known screen; returns it as it was before (null for a cast screen's first), so the
   * caller can tell a screen coming back after an offline alert. Only a cast screen's record is made here
   * (`create`); a kiosk's exists from its pairing, and a heartbeat never makes one.
   */
  async record(fields: HeartbeatFields, create: boolean): Promise<ScreenDoc | null> {
    const now = fields.lastSeenAt;
    const before = await this.collection.findOneAndUpdate(
      { _id: screenKey(fields.siteID, fields.screenId) as never, ...(create ? {} : KNOWN) },
      {
        $set: { ...fields, ...(fields.emergencyShown ? { emergencyShownAt: now } : {}) },
        $setOnInsert: {
          firstSeenAt: now,
          offlineAlertedAt: null,
          ...(fields.emergencyShown ? {} : { emergencyShownAt: null }),
        },
      },
      { upsert: create, returnDocument: 'before' },
    );
    return before as ScreenDoc | null;
  }

  /** Screens of the site silent since before `before` whose offline alert has not gone out. */
  silentUnalerted(siteId: string, before: string): Promise<ScreenDoc[]> {
    return this.find({ siteID: siteId, lastSeenAt: { $lt: before }, offlineAlertedAt: null, ...KNOWN });
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
