import type { CastScreenConfig, Site } from '../schemas';

/**
 * The settings page's live preview of a cast screen: it embeds the real standalone player
 * (`/cast/{screenId}?preview=1`) and sends it the unsaved screen settings and emergency announcement with
 * `postMessage` (same origin only). The player answers `ready` when it can take them.
 */
export const CAST_PREVIEW_MESSAGE = 'laurel:cast-preview';
export const CAST_PREVIEW_READY = 'laurel:cast-preview-ready';

export interface CastPreview {
  categoryIds: string[];
  config: CastScreenConfig;
  emergency: {
    enabled: boolean;
    text: string;
    theme: Site['castEmergencyAnnouncementTheme'];
  };
}

const THEMES = ['critical', 'warning', 'info'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The preview a message carries, or null when the message is anything else. */
export function readCastPreviewMessage(data: unknown): CastPreview | null {
  if (!isRecord(data) || data.type !== CAST_PREVIEW_MESSAGE || !isRecord(data.preview)) return null;
  const p = data.preview;
  if (!Array.isArray(p.categoryIds) || !p.categoryIds.every((id) => typeof id === 'string')) return null;
  if (!isRecord(p.config) || !isRecord(p.emergency)) return null;
  const e = p.emergency;
  if (typeof e.enabled !== 'boolean' || typeof e.text !== 'string' || !THEMES.includes(e.theme as string)) return null;
  return p as unknown as CastPreview;
}

export const castPreviewMessage = (preview: CastPreview) => ({ type: CAST_PREVIEW_MESSAGE, preview });
