import type { RemoteImplementation } from '@laurel/ui';
import * as editControls from './app/edit-controls';
import * as pages from './app/pages';

/**
 * What this remote exposes (module-federation.config.ts maps the same module names to files), held to its
 * contract (`CMS_REMOTE` in @laurel/domain) by `satisfies`: a page renamed or missing on either side fails
 * type-check here.
 */
export const exposes = { './edit-controls': editControls, './pages': pages } satisfies RemoteImplementation<'cms'>;
