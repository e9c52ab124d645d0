import { useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { publicApi, type RootState } from '@laurel/api-client';
import { homePath, normaliseSearchTerm } from '@laurel/domain';
import { chromeApi } from './site-endpoints';

/** Opens another site's home with a fresh start, so sign-in rights are checked for that site. */
const openSite = (siteId: string) => window.location.assign(homePath(siteId));

function InternalSiteSearch({ current }: { current: string }) {
  const id = useId();
  const [term, setTerm] = useState('');
  const query = normaliseSearchTerm(term) ?? '';
  const { data: sites = [], isFetching } = chromeApi.useChromeGetSitesQuery(query, { skip: query === '' });
  return (
    <div className="cms-site-search">
      <label htmlFor={id} className="ui-visually-hidden">
        Find a site
      </label>
      <input
        id={id}
        className="cms-chrome__input"
        type="search"
        placeholder={`Site: ${current} — search…`}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      {query ? (
        <ul className="cms-site-search__results" aria-label="Sites found">
          {isFetching && sites.length === 0 ? <li className="cms-site-search__empty">Searching…</li> : null}
          {!isFetching && sites.length === 0 ? <li className="cms-site-search__empty">No site matches.</li> : null}
          {sites.map((s) => (
            <li key={s.siteID}>
              <button type="button" onClick={() => openSite(s.siteID)}>
                {s.styleName} <span>{s.siteID}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A site's name (its styling, loaded for each of the user's sites at sign-in), its id until then. */
function SiteOption({ siteId }: { siteId: string }) {
  const { data } = publicApi.endpoints.getStyling.useQuery(siteId);
  return <option value={siteId}>{data?.styleName || siteId}</option>;
}

/** SPEC §6: internal users search every site (`getSites`); others switch between their own site ids. */
export function SiteSwitcher({ siteId }: { siteId: string }) {
  const id = useId();
  const { isInternal, siteIds } = useSelector((s: RootState) => s.session);
  if (isInternal) return <InternalSiteSearch current={siteId} />;
  if (siteIds.length < 2) return null;
  return (
    <span className="cms-chrome__site">
      <label htmlFor={id}>Site</label>
      <select id={id} className="cms-chrome__input" value={siteId} onChange={(e) => openSite(e.target.value)}>
        {siteIds.includes(siteId) ? null : <SiteOption siteId={siteId} />}
        {siteIds.map((s) => (
          <SiteOption key={s} siteId={s} />
        ))}
      </select>
    </span>
  );
}
