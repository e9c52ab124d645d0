import type { SettingsPage } from '../rules/routes';
import type { RemoteContract } from './remote-contract';

/** The settings navigation's label of each settings page (SPEC §2; the navigation lists `SETTINGS_PAGES`' order). */
export const SETTINGS_LABELS = {
  users: 'Users',
  general: 'General',
  fonts: 'Fonts',
  seo: 'SEO',
  analytics: 'Analytics',
  'site-analytics': 'Site analytics',
  rocketcast: 'Cast screens',
  activity: 'Activity',
} as const satisfies Record<SettingsPage, string>;

/**
 * The `settings` remote: one component for every admin settings page (`/settings/{siteId}/{page}`, a page of
 * `SETTINGS_PAGES`), under the settings layout.
 */
export const SETTINGS_REMOTE = {
  title: 'Site settings',
  modules: {
    './pages': {
      SettingsPage: { route: 'settings', access: 'admin', layout: 'settings' },
    },
  },
  labels: SETTINGS_LABELS,
} as const satisfies RemoteContract;
