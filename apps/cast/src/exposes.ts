import type { RemoteImplementation } from '@laurel/ui';
import * as player from './remote-entry';

/**
 * What this remote exposes (module-federation.config.ts maps the same module names to files), held to its
 * contract (`CAST_REMOTE` in @laurel/domain) by `satisfies`: a page renamed or missing on either side fails
 * type-check here.
 */
export const exposes = { './player': player } satisfies RemoteImplementation<'cast'>;
