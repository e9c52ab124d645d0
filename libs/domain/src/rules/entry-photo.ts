import type { Entry, MediaItem } from '../schemas';

/** The photo a profile is shown with on its card and at the top of its page: its headshot, else its first image. */
export const entryPhoto = (entry: Pick<Entry, 'headshot' | 'media'>): MediaItem | null =>
  entry.headshot ?? entry.media.find((m) => m.type === 'image') ?? null;

/**
 * A profile as a visitor's folder read carries it: everything its card shows, with `media` (the profile's
 * gallery, the bulk of a folder reply: 21 of a demo folder's 24 KB) cut to the one image the card falls back to
 * when there is no headshot. The profile's own read (GET …/entries/{id}) keeps the whole gallery.
 */
export function folderEntry<E extends Pick<Entry, 'headshot' | 'media'>>(entry: E): E {
  const photo = entry.headshot ? null : entryPhoto(entry);
  return { ...entry, media: photo ? [photo] : [] };
}
