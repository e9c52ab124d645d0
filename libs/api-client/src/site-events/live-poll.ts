import { apiUrl, type LiveState } from '@laurel/domain';
import { apiBaseUrl } from '../base-query/api-origin';

/** GET /sites/{siteId}/live: the site's content version (the stream's stand-in). Null when it cannot be read. */
export async function readLiveState(siteId: string, signal?: AbortSignal): Promise<LiveState | null> {
  try {
    const res = await fetch(`${apiBaseUrl()}${apiUrl('GET /sites/:siteId/live', { siteId })}`, {
      cache: 'no-store',
      signal,
    });
    return res.ok ? ((await res.json()) as LiveState) : null;
  } catch {
    return null;
  }
}
