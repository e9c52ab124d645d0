import type { Site } from '@laurel/domain';

/**
 * The name a person knows the site by, for the sign-in card and the 404's way on: the Home title, else the
 * SEO title, else the organisation; null when the site has none of them (its id, e.g. "default", is not a name).
 */
export function siteTitle(site: Pick<Site, 'home' | 'text' | 'organizationName'> | null | undefined): string | null {
  if (!site) return null;
  return site.home?.title?.trim() || site.text?.metaTitle?.trim() || site.organizationName?.trim() || null;
}
