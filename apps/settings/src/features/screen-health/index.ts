/** What other settings features may use of Screen health (lint: a feature imports another only through its index). */
export { useSettingsGetScreensQuery } from './api/screen-health-endpoints';
export { ScreenHealthPanel } from './components/screen-health-panel';
