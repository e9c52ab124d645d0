import type { MediaItem } from '../schemas';

/**
 * A media item as a folder, profile or the site keeps a copy of it: without the library's own bookkeeping (the
 * folders whose editors see it). The API stores this shape; a form comparing what it will save with what was
 * saved must pick this shape too, or a chosen photo never counts as saved.
 */
export function embeddedMedia(item: MediaItem): MediaItem {
  const { categoryIDs: _folders, ...rest } = item;
  return rest;
}
