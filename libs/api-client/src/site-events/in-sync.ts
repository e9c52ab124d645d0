import type { RootState } from '../store';
import { liveStatus } from './live-status';

/**
 * What a screen reports it shows: in sync when the change stream is held, no notice waits and no read is in
 * flight (the API then records the current content version); otherwise the version it last caught up with.
 */
export function screenSync(state: RootState): { inSync: boolean; contentVersion: number } {
  const live = liveStatus();
  const reading = Object.values(state.api.queries).some((q) => q?.status === 'pending');
  return { inSync: live.streamOpen && !live.pending && !reading, contentVersion: live.syncedVersion };
}
