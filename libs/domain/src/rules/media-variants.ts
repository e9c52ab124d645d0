/**
 * Resized copies of a photo (the API writes them beside the original): `<name>-w<width>.webp` for
 * `<name>.<ext>`. One rule for the name the API gives a variant and for telling, from a URL, which photo a
 * file is a size of (a kiosk offline shows another kept size of the same photo when the one asked for is missing).
 */
export const variantFileName = (original: string, width: number): string =>
  `${original.replace(/\.[^./]+$/, '')}-w${width}.webp`;

/** The photo a media URL is a file of (the URL without its size and extension), and its width (Infinity = original). */
export function photoFileOf(url: string): { photo: string; width: number } {
  const path = url.replace(/[?#].*$/, '');
  const variant = /^(.*)-w(\d+)\.webp$/.exec(path);
  if (variant) return { photo: variant[1], width: Number(variant[2]) };
  return { photo: path.replace(/\.[^./]+$/, ''), width: Infinity };
}

/**
 * A PDF's cover as a picture: the API draws a PDF's first page when it is uploaded and keeps the drawing as the
 * PDF's variants (width → URL), the widest being the whole drawing. The same item as a picture of its cover
 * (the widest drawing as its file, the others as its sizes), or null for a PDF without a cover.
 */
export function documentCover<T extends { url: string; variants?: Record<string, string>; metadata: object }>(
  item: T,
): (T & { type: 'image'; metadata: T['metadata'] & { width: number } }) | null {
  const sizes = Object.entries(item.variants ?? {})
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w, url]) => Number.isFinite(w) && w > 0 && !!url)
    .sort((a, b) => a[0] - b[0]);
  const widest = sizes.at(-1);
  if (!widest) return null;
  return {
    ...item,
    type: 'image',
    url: widest[1],
    variants: Object.fromEntries(sizes.slice(0, -1).map(([w, url]) => [String(w), url])),
    metadata: { ...item.metadata, width: widest[0] },
  };
}
