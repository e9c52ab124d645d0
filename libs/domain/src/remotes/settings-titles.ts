import type { SettingsPage } from '../rules/routes';
import { SETTINGS_LABELS } from './settings';

/**
 * The heading of each settings page: its label in the settings navigation (the settings remote's contract),
 * except where the heading says more than the link. Kept apart from the contract so a visitor's home page,
 * which reads the contract, does not carry it.
 */
export const SETTINGS_TITLES: Readonly<Record<SettingsPage, string>> = {
  ...SETTINGS_LABELS,
  users: 'Users and access',
};
