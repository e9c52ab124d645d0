import { useState } from 'react';
import { SETTINGS_TITLES } from '@laurel/domain';
import { PageHeader, Section } from '../../../components/page-header';
import { useSettingsSite } from '../../../lib/use-settings-site';
import { useFolders } from '../../../lib/use-folders';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsGetUsersQuery } from '../../users';
import { downloadText } from '../../analytics';
import { useLazySettingsActivityCsvQuery, useSettingsActivityQuery } from '../api/activity-endpoints';
import { ActivityFilters, type ActivityFilterValues } from './activity-filters';
import { ActivityRows } from './activity-rows';
import { ScheduledList } from './scheduled-list';
import { SchedulePreview } from './schedule-preview';
import { SiteTimeZone } from './site-time-zone';
import '../activity.css';

/** One page of lines (the first, or the one older than `before`), and the button to the next when there is one. */
function ActivityPageRows({
  siteId,
  filters,
  before,
  onMore,
}: {
  siteId: string;
  filters: ActivityFilterValues;
  before?: string;
  onMore: ((next: string) => void) | null;
}) {
  const { data, isError, error, isFetching } = useSettingsActivityQuery(
    { siteId, query: { ...filters, ...(before ? { before } : {}) } },
    { refetchOnMountOrArgChange: true },
  );
  if (isError)
    return (
      <tr>
        <td colSpan={5} role="alert">
          The activity could not be loaded: {apiErrorMessage(error)}
        </td>
      </tr>
    );
  if (!data)
    return (
      <tr>
        <td colSpan={5}>Loading…</td>
      </tr>
    );
  return (
    <>
      {!before && data.lines.length === 0 ? (
        <tr>
          <td colSpan={5}>Nothing matches these filters.</td>
        </tr>
      ) : null}
      <ActivityRows siteId={siteId} lines={data.lines} />
      {data.next && onMore ? (
        <tr>
          <td colSpan={5}>
            <button type="button" className="st-button" disabled={isFetching} onClick={() => onMore(data.next!)}>
              Show older activity
            </button>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** `/settings/{siteId}/activity`: who changed what and when, filtered, each line leading to its item; CSV export. */
export default function ActivityPage() {
  const { siteId, site } = useSettingsSite();
  const users = useSettingsGetUsersQuery(siteId, { skip: !siteId });
  const folders = useFolders(siteId);
  const [filters, setFilters] = useState<ActivityFilterValues>({});
  const [pages, setPages] = useState<string[]>([]);
  const [csv, csvState] = useLazySettingsActivityCsvQuery();
  const [previewAt, setPreviewAt] = useState<string | null>(null);
  const applyFilters = (next: ActivityFilterValues) => {
    setFilters(next);
    setPages([]);
  };
  const exportCsv = async () => {
    const text = await csv({ siteId, query: filters }).unwrap();
    downloadText(`activity-${siteId}.csv`, text);
  };
  return (
    <div className="st-page">
      <PageHeader
        title={SETTINGS_TITLES.activity}
        actions={
          <button type="button" className="st-button" disabled={csvState.isFetching} onClick={() => void exportCsv()}>
            {csvState.isFetching ? 'Exporting…' : 'Export CSV'}
          </button>
        }
      >
        Who changed what and when: saves and restores, imports, sign-ins, users and roles, screen pairings and emergency
        announcements. Kept for 90 days (and the last 50 versions of each item).
      </PageHeader>
      <Section id="scheduled" title="Scheduled">
        {site ? <SiteTimeZone siteId={siteId} site={site} /> : null}
        <ScheduledList
          siteId={siteId}
          timeZone={site?.timeZone || undefined}
          onPreview={(at) => {
            setPreviewAt(at);
            document.getElementById('preview')?.scrollIntoView();
          }}
        />
      </Section>
      <Section id="preview" title="Preview at a time">
        <SchedulePreview siteId={siteId} at={previewAt} onAt={setPreviewAt} timeZone={site?.timeZone || undefined} />
      </Section>
      <Section id="activity" title="Activity">
        <ActivityFilters value={filters} onChange={applyFilters} users={users.data ?? []} folders={folders.folders} />
        <table className="st-table st-activity-table">
          <caption className="st-visually-hidden">Activity, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Kind</th>
              <th scope="col">What</th>
              <th scope="col">Item</th>
            </tr>
          </thead>
          <tbody>
            {[undefined, ...pages].map((before, i) => (
              <ActivityPageRows
                key={before ?? 'first'}
                siteId={siteId}
                filters={filters}
                before={before}
                onMore={i === pages.length ? (next) => setPages([...pages, next]) : null}
              />
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  );
}
