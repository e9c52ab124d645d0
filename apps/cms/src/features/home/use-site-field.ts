import type { HomeSettings, MediaItem, Site } from '@laurel/domain';
import { useCache } from '../../lib/content/use-cache';
import { homeApi, type SitePatch } from './site-endpoints';

type HomeKey = keyof HomeSettings;
type SiteMediaKey = 'primaryLogo' | 'backgroundImage' | 'genericImage';
type SiteMediaListKey = 'sponsorImages' | 'presentingSponsorImages';

/** Save options (for `useFieldSave` and the saved fields) of the home page's settings and photos. */
export function useSiteFields(siteId: string, site: Site) {
  const [patch] = homeApi.useHomePatchSiteMutation();
  const apply = useCache();
  const set = (p: Partial<Site>) => apply({ kind: 'site', siteId, patch: p });
  const send = (p: SitePatch) => patch({ siteId, patch: p }).unwrap();
  return {
    home<K extends HomeKey>(key: K, label: string) {
      return {
        key: `site:${siteId}:home.${key}`,
        label,
        subject: 'the home page',
        value: site.home[key],
        apply: (v: HomeSettings[K]) => set({ home: { ...site.home, [key]: v } }),
        send: (v: HomeSettings[K]) => send({ home: { [key]: v } }),
      };
    },
    media(key: SiteMediaKey, label: string) {
      return {
        siteId,
        key: `site:${siteId}:${key}`,
        label,
        value: site[key] ?? null,
        apply: (m: MediaItem | null) => set({ [key]: m }),
        send: (m: MediaItem | null) => send({ [key]: m?._id ?? null }),
      };
    },
    mediaList(key: SiteMediaListKey, label: string) {
      return {
        siteId,
        key: `site:${siteId}:${key}`,
        label,
        value: site[key],
        apply: (list: MediaItem[]) => set({ [key]: list }),
        send: (list: MediaItem[]) => send({ [key]: list.map((m) => m._id) }),
      };
    },
    announcements() {
      return {
        key: `site:${siteId}:announcements`,
        label: 'Announcements',
        value: site.announcements,
        apply: (list: Site['announcements']) => set({ announcements: list }),
        send: (list: Site['announcements']) => send({ announcements: list }),
      };
    },
  };
}
