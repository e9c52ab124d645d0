/** Flipbooks: a PDF (a yearbook, an event programme) on a folder or a profile, shown to visitors as a book. */
import type { MediaItem } from '../schemas/common';

export const PDF_MIME_TYPE = 'application/pdf';
/** The media field of a folder and of a profile that holds its flipbook. */
export const FLIPBOOK_FIELD = 'flipbook';

/** True for a media item that is a PDF (shown as a flipbook, never as a photo). */
export const isPdfMedia = (item: Pick<MediaItem, 'type' | 'mimeType'> | null | undefined): boolean =>
  item?.type === 'document' && item.mimeType === PDF_MIME_TYPE;

/**
 * Why `item` may not go into the media field `field` (a flipbook takes only a PDF; a photo or video field
 * never takes one), or null when it may.
 */
export function mediaFieldMismatch(field: string, item: MediaItem): string | null {
  const pdf = isPdfMedia(item);
  if (field === FLIPBOOK_FIELD && !pdf) return `Media ${item._id} is not a PDF: a flipbook shows a PDF file.`;
  if (field !== FLIPBOOK_FIELD && pdf) return `Media ${item._id} is a PDF: it can only be shown as a flipbook.`;
  return null;
}

/** What visitors read on a flipbook: its description, else its file name without ".pdf", else "Flipbook". */
export function flipbookTitle(book: Pick<MediaItem, 'metadata'>): string {
  const description = book.metadata?.description?.trim();
  if (description) return description;
  const name = (book.metadata?.name ?? '')
    .replace(/\.pdf$/i, '')
    .replace(/[_]+/g, ' ')
    .trim();
  return name || 'Flipbook';
}
