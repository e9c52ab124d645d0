/** docs/api.md, "Screens (kiosks and cast screens running unattended, issue 17)": these routes' contracts (see ./contract.ts). */
import {
  HeartbeatBodySchema,
  HeartbeatReplySchema,
  LiveStateSchema,
  NoContentSchema,
  ScreenAlertsInputSchema,
  ScreenAlertsReplySchema,
  ScreensReplySchema,
  SearchDataSchema,
  SiteParams,
  SiteScreenParams,
} from '../schemas';
import type { ContractTable } from './contract';

export const screensContracts = {
  'GET /sites/:siteId/live': {
    access: 'public',
    tags: ['screens'],
    summary: "The site's content version (screens poll it when the change-notice stream cannot be held)",
    params: SiteParams,
    response: { 200: LiveStateSchema },
    doc: {
      reply: '`LiveState` `{contentVersion, changedAt, heartbeatMs}` (no-store; the poll when SSE fails)',
    },
  },
  'POST /sites/:siteId/live/heartbeat': {
    access: 'public',
    tags: ['screens'],
    summary: 'A kiosk or cast screen says it is alive and what it shows (recorded only for a paired screen)',
    params: SiteParams,
    body: HeartbeatBodySchema,
    response: { 200: HeartbeatReplySchema },
    doc: {
      input:
        '`{screenId, kind, appVersion, contentVersion, inSync, uptimeMs, memoryBytes, lastError, reload, emergencyShown, path?}`',
      reply:
        '`LiveState` + `paired` (recorded only for a paired kiosk or a cast screen of the site; else nothing written)',
    },
  },
  'GET /sites/:siteId/screens': {
    access: 'admin',
    tags: ['screens'],
    summary: 'Every screen with its state (online, stale content, offline since …) and the emergency pickup',
    params: SiteParams,
    response: { 200: ScreensReplySchema },
    doc: {
      reply:
        '`{screens: ScreenHealth[], contentVersion, changedAt, emergency: {active, theme, expiresAt, pickedUp, of}}`',
    },
  },
  'DELETE /sites/:siteId/screens/:screenId': {
    access: 'admin',
    tags: ['screens'],
    summary: "Forget a screen's health record (a retired kiosk: it must be paired again to be monitored)",
    params: SiteScreenParams,
    response: { 204: NoContentSchema },
    doc: {
      reply: '204 (forgets a retired screen; a kiosk must then be paired again)',
    },
  },
  'GET /sites/:siteId/screen-alerts': {
    access: 'admin',
    tags: ['screens'],
    summary: 'Offline-screen alert settings',
    params: SiteParams,
    response: { 200: ScreenAlertsReplySchema },
    doc: {
      reply: '`{alerts: {emails, webhookUrl, offlineAfterMinutes}, emailConfigured}`',
    },
  },
  'PUT /sites/:siteId/screen-alerts': {
    access: 'admin',
    tags: ['screens'],
    summary: 'Save offline-screen alert settings',
    params: SiteParams,
    body: ScreenAlertsInputSchema,
    response: { 200: ScreenAlertsReplySchema },
    doc: {
      input: '`{emails, webhookUrl, offlineAfterMinutes}`',
      reply: 'same as GET; 400 for a webhook that is not http(s), not found, or internal (`docs/security.md`)',
    },
  },
  'GET /sites/:siteId/search-data': {
    access: 'public',
    tags: ['search'],
    summary: "The site's publicly visible folders and entries (kiosks search them while the API is unreachable)",
    params: SiteParams,
    response: { 200: SearchDataSchema },
    doc: {
      reply: '`{categories, entries}` publicly visible (kiosks search it offline)',
    },
  },
} as const satisfies ContractTable;

export const screensSection = {
  id: 'screens',
  title: 'Screens (kiosks and cast screens running unattended, issue 17)',
  routes: screensContracts,
} as const;
