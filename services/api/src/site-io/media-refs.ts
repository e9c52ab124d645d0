/** Media items travel embedded in sites, folders and entries; these helpers keep those copies in step. */
import type { MediaItem } from '@laurel/domain';

const isMediaLike = (v: Record<string, unknown>) => typeof v._id === 'string' && 'url' in v && 'uuid' in v;

/**
 * Returns a copy of `value` in which every embedded media item known to `byId` is replaced by the known one
 * (without the library's `categoryIDs`, which embedded copies never carry).
 */
export function refreshMediaRefs<T>(value: T, byId: Map<string, MediaItem>): T {
  if (Array.isArray(value)) return value.map((v) => refreshMediaRefs(v, byId)) as T;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (isMediaLike(obj) && byId.has(obj._id as string)) {
      const { categoryIDs: _folders, ...item } = byId.get(obj._id as string)!;
      return item as T;
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = refreshMediaRefs(v, byId);
    return out as T;
  }
  return value;
}

/** The file name of a local media URL (`/api/v1/media/{site}/{file}`), or null for other URLs. */
export function localFileName(url: string): string | null {
  const m = /^\/api\/v1\/media\/[^/]+\/([^/?#]+)$/.exec(url);
  return m ? decodeURIComponent(m[1]) : null;
}
