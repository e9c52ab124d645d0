/** What other cms features may use of the site navigator (lint: a feature imports another only through its index). */
export { SiteNavigator } from './site-navigator';
