import type { Site } from '@laurel/domain';

export interface DocumentMeta {
  title: string;
  description: string;
  author: string;
}

/** The page title and meta tags from the site's settings (SEO settings first, then the home title). */
export function documentMeta(site: Pick<Site, 'styleName' | 'text' | 'home'> | null | undefined): DocumentMeta {
  const text = site?.text;
  const title = text?.metaTitle?.trim() || site?.home?.title?.trim() || site?.styleName?.trim() || 'Laurel';
  return {
    title,
    description: text?.metaDescription?.trim() ?? '',
    author: text?.metaAuthor?.trim() ?? '',
  };
}

/** Writes the meta into `document.head` (creating the tags once). */
export function applyDocumentMeta(meta: DocumentMeta, doc: Document = document): void {
  doc.title = meta.title;
  for (const name of ['description', 'author'] as const) {
    let tag = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!tag) {
      tag = doc.createElement('meta');
      tag.name = name;
      doc.head.appendChild(tag);
    }
    tag.content = meta[name];
  }
}
