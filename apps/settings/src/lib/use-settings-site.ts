import { useParams } from 'react-router';
import { useGetStylingQuery } from '@laurel/api-client';

/** The site id of the settings URL (`/settings/{siteId}/…`). */
export function useSettingsSiteId(): string {
  return useParams().siteId ?? '';
}

/** The site's styling data, which every settings page loads (SPEC §2 per-route data loading). */
export function useSettingsSite() {
  const siteId = useSettingsSiteId();
  const styling = useGetStylingQuery(siteId, { skip: !siteId });
  return { siteId, site: styling.data, isLoading: styling.isLoading, isError: styling.isError, error: styling.error };
}
