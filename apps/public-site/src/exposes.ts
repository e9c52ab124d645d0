import type { RemoteImplementation } from '@laurel/ui';
import * as pages from './remote-entry';

/**
 * What this remote exposes (module-federation.config.ts maps the same module names to files), held to its
 * contract (`PUBLIC_SITE_REMOTE` in @laurel/domain) by `satisfies`: a page renamed or missing on either side
 * fails type-check here. The standalone page routes from it too.
 */
export const exposes = { './pages': pages } satisfies RemoteImplementation<'public_site'>;
