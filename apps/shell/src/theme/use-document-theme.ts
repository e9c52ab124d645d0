import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  customFontsStylesheetUrl,
  selfHostedFontsBaseUrl,
  useGetStylingQuery,
  type RootState,
} from '@laurel/api-client';
import { addStylesheets, applyThemeVariables, siteFontsStylesheetUrl, siteTheme } from '@laurel/theme';
import { fetchConfigJson, fontsBaseUrlOf } from '../monitoring/config-json';
import { applyDocumentMeta, documentMeta } from './document-meta';

/**
 * Loads the active site's styling and applies its theme (`siteTheme` of @laurel/theme, as `useSiteTheme` gives it to
 * pages) as CSS variables on the document root, the web-font stylesheets (our own fonts service unless another is
 * configured, and the site's uploaded fonts), and the page title and meta tags. Kiosk mode is marked on the root
 * too, so every remote can style for touch.
 */
export function useDocumentTheme(): void {
  const siteId = useSelector((s: RootState) => s.session.styleID);
  const touchScreen = useSelector((s: RootState) => s.session.touchScreen);
  const { data: site } = useGetStylingQuery(siteId ?? '', { skip: !siteId });
  const [fontsBaseUrl, setFontsBaseUrl] = useState<string | null>(null);

  // Fonts come from our own origin unless /config.json names another css2 fonts service.
  useEffect(() => {
    void fetchConfigJson().then((c) => setFontsBaseUrl(fontsBaseUrlOf(c) ?? selfHostedFontsBaseUrl()));
  }, []);

  useEffect(() => {
    if (!site) return;
    const { variables, dark } = siteTheme(site);
    applyThemeVariables(document.documentElement, variables);
    document.documentElement.dataset.dark = dark ? 'true' : 'false';
    applyDocumentMeta(documentMeta(site));
  }, [site]);

  const fontsHref = site ? siteFontsStylesheetUrl(site, fontsBaseUrl) : null;
  const customHref = site ? customFontsStylesheetUrl(site.siteID, site.customFonts) : null;
  useEffect(() => addStylesheets([fontsHref, customHref]), [fontsHref, customHref]);

  useEffect(() => {
    document.documentElement.dataset.touch = touchScreen ? 'true' : 'false';
  }, [touchScreen]);
}
