/**
 * The head of the HTML the server sends for a public page (SEO settings, SPEC §3 "meta title, description
 * and author"): title, description, author, canonical URL and Open Graph / Twitter card tags, so search
 * engines and link previews see them without running the page's script. Only public content is described
 * (an unpublished folder or profile gets the site's own tags).
 */
import type { FastifyInstance } from 'fastify';
import {
  parsePublicPath,
  visibleEntriesOf,
  isCategoryVisible,
  type Category,
  type Entry,
  type MediaItem,
  type PublicRoute,
} from '@laurel/domain';
import type { SiteDoc } from '../../plugins/app/repositories';

export interface PageMeta {
  title: string;
  description: string;
  author: string;
  url: string;
  image: string | null;
  type: 'website' | 'profile';
}

const DESCRIPTION_MAX = 200;
const SHARE_WIDTH = 1280;

/** Plain text of rich text (tags dropped, entities left as they are, spaces collapsed), cut on a word. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trim()}…`;
}

/** The share image URL: a resized variant about 1280 px wide when there is one. */
function imageUrl(media: MediaItem | null | undefined): string | null {
  if (!media || media.type !== 'image' || !media.url) return null;
  const variants = Object.entries(media.variants ?? {})
    .map(([w, url]) => [Number(w), url] as const)
    .sort((a, b) => a[0] - b[0]);
  return (variants.find(([w]) => w >= SHARE_WIDTH) ?? variants[variants.length - 1])?.[1] ?? media.url;
}

const absolute = (origin: string, url: string | null) => (url && url.startsWith('/') ? `${origin}${url}` : url);

export function siteMeta(site: SiteDoc, url: string): PageMeta {
  const text = site.text ?? ({} as SiteDoc['text']);
  return {
    title: text.metaTitle?.trim() || site.home?.title?.trim() || site.styleName?.trim() || 'Laurel',
    description: text.metaDescription?.trim() ?? '',
    author: text.metaAuthor?.trim() ?? '',
    url,
    image: imageUrl(site.genericImage) ?? imageUrl(site.primaryLogo),
    type: 'website',
  };
}

function folderMeta(base: PageMeta, category: Category): PageMeta {
  return {
    ...base,
    title: `${category.categoryName} | ${base.title}`,
    description: plainText(category.categoryDescription ?? '') || base.description,
    image: imageUrl(category.coverImage) ?? imageUrl(category.background) ?? base.image,
  };
}

function entryMeta(base: PageMeta, entry: Entry, category: Category): PageMeta {
  const name = `${entry.firstName} ${entry.lastName}`.trim();
  const photo = entry.headshot ?? entry.media?.find((m) => m.type === 'image') ?? entry.recordInfo?.recordImage;
  return {
    ...base,
    title: `${name} | ${base.title}`,
    description: plainText(entry.description ?? '') || `${name}, ${category.categoryName}. ${base.description}`.trim(),
    image: imageUrl(photo) ?? base.image,
    type: 'profile',
  };
}

/** What a public path shows, for the page head; null for paths that are not public pages of a known site. */
export async function pageMeta(app: FastifyInstance, path: string, origin: string): Promise<PageMeta | null> {
  const route: PublicRoute | null = parsePublicPath(path);
  if (!route) return null;
  const site = (await app.repos.sites.findBySiteId(route.siteId)) as SiteDoc | null;
  if (!site) return null;
  const base = siteMeta(site, `${origin}${path.split(/[?#]/)[0]}`);
  let meta = base;
  if (route.name === 'category' || route.name === 'subcategories' || route.name === 'entry') {
    const index = await app.repos.siteContent.index(site.siteID, site.publicCategoryFilter ?? []);
    const category = index.categories.get(route.categoryId);
    if (category && isCategoryVisible(index, category._id)) {
      meta = folderMeta(base, category);
      if (route.name === 'entry') {
        const entry = visibleEntriesOf(index, category._id).find((e) => e._id === route.entryId);
        meta = entry ? entryMeta(base, entry, category) : base;
      }
    }
  }
  return { ...meta, image: absolute(origin, meta.image) };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's `<title>` and meta tags as HTML. */
export function headTags(meta: PageMeta): string {
  const tags = [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}" />`,
    meta.author ? `<meta name="author" content="${esc(meta.author)}" />` : '',
    `<link rel="canonical" href="${esc(meta.url)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${esc(meta.title)}" />`,
    meta.description ? `<meta property="og:description" content="${esc(meta.description)}" />` : '',
    `<meta property="og:url" content="${esc(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${esc(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${esc(meta.title)}" />`,
    meta.description ? `<meta name="twitter:description" content="${esc(meta.description)}" />` : '',
    meta.image ? `<meta name="twitter:image" content="${esc(meta.image)}" />` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The shell's index.html with its title and description replaced by the page's head tags. */
export function withHead(html: string, meta: PageMeta): string {
  const cleaned = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta name="description"[^>]*>\s*/i, '');
  return cleaned.replace(/<\/head>/i, () => `  ${headTags(meta)}\n  </head>`);
}
