/** What other cms features may use of history (lint: a feature imports another only through its index). */
export { HistoryPanel, versionParam } from './history-panel';
