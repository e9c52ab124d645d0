import { useEffect, useState } from 'react';
import { Section } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsGetScreensQuery } from '../api/screen-health-endpoints';
import { ScreenAlertsForm } from './screen-alerts-form';
import { ScreenHealthList } from './screen-health-list';
import './screen-health.css';

/** How often the page asks for every screen's state while it is open. */
export const SCREENS_REFRESH_MS = 5000;

/** Cast screens → "Screen health": every screen's state, which have the latest edit, and offline alerts. */
export function ScreenHealthPanel({ siteId }: { siteId: string }) {
  const screens = useSettingsGetScreensQuery(siteId, { pollingInterval: SCREENS_REFRESH_MS });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => setNow(Date.now()), [screens.fulfilledTimeStamp]);
  const data = screens.data;
  const online = data?.screens.filter((s) => s.state === 'online' || s.state === 'stale').length ?? 0;
  const latest = data?.screens.filter((s) => s.hasLatestEdit).length ?? 0;
  return (
    <Section id="screen-health" title="Screen health">
      <p className="st-section__lead" aria-live="polite">
        {data
          ? `${online} of ${data.screens.length} screens online; ${latest} show the latest edit${
              data.changedAt ? ` (made ${new Date(data.changedAt).toLocaleString()})` : ''
            }.`
          : 'Kiosks and TVs report every 30 seconds.'}
      </p>
      {screens.isError ? (
        <p className="st-notice st-notice--error" role="alert">
          The screens could not be loaded: {apiErrorMessage(screens.error)}
        </p>
      ) : data ? (
        <ScreenHealthList siteId={siteId} reply={data} now={now} />
      ) : (
        <p className="st-field__hint">Loading screens…</p>
      )}
      <h3 className="st-subheading">Offline alerts</h3>
      <ScreenAlertsForm siteId={siteId} />
    </Section>
  );
}
