/** What other cms features may use of the site file (lint: a feature imports another only through its index). */
export { SiteFileDialog } from './site-file-dialog';
