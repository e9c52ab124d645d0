import { useEffect } from 'react';
import type { Site } from '@laurel/domain';
import { customFontsStylesheetUrl, selfHostedFontsBaseUrl } from '@laurel/api-client';
import { addStylesheets, siteFontFamilies, fontsStylesheetUrl } from '@laurel/theme';

/**
 * Loads fonts 1–3 of a (draft) site from our own origin for a preview, and the site's uploaded fonts. The
 * stylesheets stay in the document while the preview is shown.
 */
export function usePreviewFonts(site: Pick<Site, 'siteID' | 'text' | 'customFonts'>): void {
  const families = Object.values(siteFontFamilies(site.text));
  const bundled = fontsStylesheetUrl(families, selfHostedFontsBaseUrl());
  const custom = customFontsStylesheetUrl(site.siteID, site.customFonts);
  useEffect(() => addStylesheets([bundled, custom]), [bundled, custom]);
}
