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
