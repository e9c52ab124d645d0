import { useGetStylingQuery } from '@laurel/api-client';

/** The site's time zone schedules are entered and shown in; undefined (the viewer's own) until an admin sets one. */
export function useSiteTimeZone(siteId: string): string | undefined {
  const { data: site } = useGetStylingQuery(siteId);
  return site?.timeZone || undefined;
}
