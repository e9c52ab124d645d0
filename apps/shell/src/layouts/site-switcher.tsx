import { useId } from 'react';
import { useSelector } from 'react-redux';
import { publicApi, type RootState } from '@laurel/api-client';
import { homePath } from '@laurel/domain';

function SiteOption({ siteId }: { siteId: string }) {
  const { data } = publicApi.endpoints.getStyling.useQuery(siteId);
  return <option value={siteId}>{data?.styleName || siteId}</option>;
}

/**
 * For a user with several sites (their site ids and each site's styling are loaded at sign-in, SPEC §6):
 * switch the site being edited. The page loads afresh on the new site, so its authorization runs again.
 */
export function SiteSwitcher() {
  const { siteIds, styleID: activeSiteId } = useSelector((s: RootState) => s.session);
  const id = useId();
  if (siteIds.length < 2 || !activeSiteId) return null;
  return (
    <span className="shell-account-bar__site">
      <label htmlFor={id}>Site</label>
      <select
        id={id}
        className="shell-account-bar__select"
        value={activeSiteId}
        onChange={(e) => window.location.assign(homePath(e.target.value))}
      >
        {siteIds.includes(activeSiteId) ? null : <SiteOption siteId={activeSiteId} />}
        {siteIds.map((siteId) => (
          <SiteOption key={siteId} siteId={siteId} />
        ))}
      </select>
    </span>
  );
}
