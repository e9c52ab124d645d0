/**
 * Screen health (issue 17): /sites/{siteId}/live (every screen: the site's live state, heartbeats),
 * /sites/{siteId}/screens (admins: every kiosk and cast screen with its state) and
 * /sites/{siteId}/screen-alerts (admins: who is told when a screen goes offline and comes back).
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, Nullable, OneOf } from '../common';
import { EmergencyThemeSchema } from '../site';
import {
  MAX_OFFLINE_ALERT_MINUTES,
  MIN_OFFLINE_ALERT_MINUTES,
  RELOAD_REASONS,
  SCREEN_KINDS,
  SCREEN_STATES,
} from '../../rules/screen-health';
import { Strict } from './common';

export const ScreenKindSchema = OneOf(SCREEN_KINDS);
export const ScreenStateSchema = OneOf(SCREEN_STATES);
export const ReloadReasonSchema = OneOf(RELOAD_REASONS);

/** The site's live state: what a screen compares with what it shows (also the stream's fallback poll). */
export const LiveStateSchema = Type.Object({
  /** Grows with every change of what screens show (site settings, folders, entries, cast screens). */
  contentVersion: Type.Integer({ minimum: 0 }),
  changedAt: Nullable(Type.String()),
  /** How often the screen should send its heartbeat (ms). */
  heartbeatMs: Type.Integer(),
});

/** POST /sites/{siteId}/live/heartbeat: a screen says it is alive and what it shows. */
export const HeartbeatBodySchema = Strict({
  screenId: IdSchema,
  kind: ScreenKindSchema,
  appVersion: Type.String({ maxLength: 64 }),
  /** The content version of what it shows (from the live state it last caught up with). */
  contentVersion: Type.Integer({ minimum: 0 }),
  /** True when it holds a live change stream and every notice so far is applied: it shows the current version. */
  inSync: Type.Boolean(),
  uptimeMs: Type.Integer({ minimum: 0 }),
  memoryBytes: Nullable(Type.Integer({ minimum: 0 })),
  lastError: Nullable(Type.String({ maxLength: 500 })),
  /** Its last self-reload, reported by the page that came up after it. */
  reload: Nullable(Type.Object({ reason: ReloadReasonSchema, at: Type.String({ format: 'date-time' }) })),
  emergencyShown: Type.Boolean(),
  /** The page it shows (kiosks). */
  path: Type.Optional(Type.String({ maxLength: 300 })),
});

/**
 * The answer to a heartbeat: the live state, and whether the screen is a paired screen of the site. A screen
 * the site does not know (never paired, or forgotten) is answered the same way but nothing is recorded.
 */
export const HeartbeatReplySchema = Type.Object({
  ...LiveStateSchema.properties,
  paired: Type.Boolean(),
});

export const ScreenHealthSchema = Type.Object({
  screenId: Type.String(),
  kind: ScreenKindSchema,
  /** The name an admin gave it (a cast screen's name, or the kiosk's name chosen when it was paired). */
  name: Type.String(),
  state: Nullable(ScreenStateSchema),
  /** Null for a cast screen that never sent a heartbeat. */
  lastSeenAt: Nullable(Type.String()),
  /** When it went silent (offline), or null. */
  offlineSince: Nullable(Type.String()),
  appVersion: Nullable(Type.String()),
  contentVersion: Nullable(Type.Integer()),
  hasLatestEdit: Type.Boolean(),
  uptimeMs: Nullable(Type.Integer()),
  memoryBytes: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  reload: Nullable(Type.Object({ reason: ReloadReasonSchema, at: Type.String() })),
  emergencyShown: Type.Boolean(),
  path: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
});

export const ScreensReplySchema = Type.Object({
  screens: Type.Array(ScreenHealthSchema),
  contentVersion: Type.Integer(),
  changedAt: Nullable(Type.String()),
  emergency: Type.Object({
    active: Type.Boolean(),
    theme: Nullable(EmergencyThemeSchema),
    expiresAt: Nullable(Type.String()),
    /** Online screens showing it (heartbeats since it was switched on), and the screens that should. */
    pickedUp: Type.Integer(),
    of: Type.Integer(),
  }),
});
export const SiteScreenParams = Type.Object({ siteId: IdSchema, screenId: IdSchema });

export const ScreenAlertsSchema = Type.Object({
  emails: Type.Array(Type.String({ format: 'email', maxLength: 254 }), { maxItems: 20 }),
  webhookUrl: Nullable(Type.String({ format: 'uri', maxLength: 2000, pattern: '^https?://' })),
  offlineAfterMinutes: Type.Integer({ minimum: MIN_OFFLINE_ALERT_MINUTES, maximum: MAX_OFFLINE_ALERT_MINUTES }),
});
export const ScreenAlertsInputSchema = Strict(ScreenAlertsSchema.properties);
export const ScreenAlertsReplySchema = Type.Object({
  alerts: ScreenAlertsSchema,
  /** Whether the server can send e-mail (SMTP configured). */
  emailConfigured: Type.Boolean(),
});

export type LiveState = Static<typeof LiveStateSchema>;
export type HeartbeatBody = Static<typeof HeartbeatBodySchema>;
export type HeartbeatReply = Static<typeof HeartbeatReplySchema>;
export type ScreenHealth = Static<typeof ScreenHealthSchema>;
export type ScreensReply = Static<typeof ScreensReplySchema>;
export type ScreenAlerts = Static<typeof ScreenAlertsSchema>;
export type ScreenAlertsReply = Static<typeof ScreenAlertsReplySchema>;
