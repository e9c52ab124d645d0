import type { Site } from '../schemas';

/**
 * The settings page's preview of Home: it embeds the real public Home (`/home/{siteId}?preview=1`, shown as a
 * visitor sees it) and sends it the site with the unsaved settings (colours, fonts, texts, images) by
 * `postMessage` (same origin only). The page answers `ready` when it can take them.
 */
export const HOME_PREVIEW_MESSAGE = 'laurel:home-preview';
export const HOME_PREVIEW_READY = 'laurel:home-preview-ready';
export const PREVIEW_PARAM = 'preview';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The unsaved site a message carries, or null when the message is anything else. */
export function readHomePreviewMessage(data: unknown): Site | null {
  if (!isRecord(data) || data.type !== HOME_PREVIEW_MESSAGE || !isRecord(data.site)) return null;
  const s = data.site;
  if (typeof s.siteID !== 'string' || !isRecord(s.home) || !isRecord(s.categoryPage)) return null;
  return s as unknown as Site;
}

export const homePreviewMessage = (site: Site) => ({ type: HOME_PREVIEW_MESSAGE, site });

/** Whether a page was opened as the settings page's preview (`?preview=1`, inside a frame). */
export const isPreviewSearch = (search: string): boolean => new URLSearchParams(search).get(PREVIEW_PARAM) === '1';
