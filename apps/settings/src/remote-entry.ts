/** The `./pages` module of the `settings` remote: one component for every admin settings route of SPEC §2. */
export { SettingsPage } from './app/settings-page';
