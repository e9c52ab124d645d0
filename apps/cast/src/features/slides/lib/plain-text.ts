const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text of sanitised rich text (the entry description), whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(#?\w+);/g,
      (m, name: string) => ENTITIES[name] ?? (/^#\d+$/.test(name) ? String.fromCodePoint(Number(name.slice(1))) : m),
    )
    .split('\n')
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((block, i, all) => (i < all.length - 1 && !/[.!?:;…]$/.test(block) ? `${block}.` : block))
    .join(' ');
}

/** Shortens text at a word boundary to at most `max` characters, ending with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
