/** What other settings features may use of Analytics (lint: a feature imports another only through its index). */
export { downloadText } from './lib/analytics-csv';
