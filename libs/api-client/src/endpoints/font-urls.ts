import { apiUrl } from '@laurel/domain';
import { apiBaseUrl } from '../base-query/api-origin';

/**
 * The API's own css2-compatible fonts service (the bundled fonts, self-hosted: docs/api.md "Fonts"): a base that
 * stands where Google Fonts' would (`GET /fonts/css2` is appended by `siteFontsStylesheetUrl`), not one route.
 */
export const selfHostedFontsBaseUrl = (): string => `${apiBaseUrl()}/fonts`;

/**
 * The stylesheet of a site's uploaded fonts, or null when it has none. The list is part of the URL, so a
 * changed list is a new stylesheet.
 */
export function customFontsStylesheetUrl(
  siteId: string,
  customFonts: readonly string[] | null | undefined,
): string | null {
  if (!customFonts?.length) return null;
  let hash = 0;
  for (const ch of customFonts.join('|')) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  const path = apiUrl('GET /sites/:siteId/custom-fonts/stylesheet.css', { siteId }, { v: (hash >>> 0).toString(36) });
  return `${apiBaseUrl()}${path}`;
}
