/** What other public-site features may use of the filters (lint: a feature imports another only through its index). */
export { useFilterState } from './use-filter-state';
