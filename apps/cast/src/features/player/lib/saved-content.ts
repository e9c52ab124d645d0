import type { Site } from '@laurel/domain';
import type { CastScreenReply } from '@laurel/api-client';

/**
 * The last content a screen played, kept in localStorage so a TV that reloads while the API is unreachable
 * still plays it. One key per screen; a write that does not fit is skipped (the screen keeps what it had).
 */
export interface SavedContent {
  reply: CastScreenReply | null;
  styling: Site | null;
}

const keyOf = (screenId: string) => `laurel.cast.${screenId}`;

export function loadSavedContent(storage: Storage | undefined, screenId: string): SavedContent | null {
  try {
    const raw = storage?.getItem(keyOf(screenId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SavedContent>;
    const reply = value.reply && Array.isArray(value.reply.categories) && value.reply.screen ? value.reply : null;
    const styling = value.styling && typeof value.styling === 'object' ? value.styling : null;
    return reply || styling ? { reply, styling } : null;
  } catch {
    return null;
  }
}

export function saveContent(storage: Storage | undefined, screenId: string, patch: Partial<SavedContent>): void {
  try {
    const current = loadSavedContent(storage, screenId) ?? { reply: null, styling: null };
    storage?.setItem(keyOf(screenId), JSON.stringify({ ...current, ...patch }));
  } catch (error) {
    console.warn('Could not keep the cast screen content for offline playback', error);
  }
}

export function forgetContent(storage: Storage | undefined, screenId: string): void {
  try {
    storage?.removeItem(keyOf(screenId));
  } catch {
    /* storage unavailable: nothing kept */
  }
}
