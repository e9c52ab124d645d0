import { useState } from 'react';
import { scheduleCovers, schedulePreviewPath, type Schedule, type ScheduleAction } from '@laurel/domain';
import { ScheduleAnnounceCheck, ScheduleLabel } from '@laurel/ui/schedule';
import { notify } from '../../components/ui/notices';
import { Panel, PanelSection } from '../../components/ui/panel';
import { useScheduleAddMutation, useScheduleListQuery } from './schedule-endpoints';
import { scheduleLabel } from './schedule-text';
import { AllScheduled } from './all-scheduled';
import { ScheduleRow } from './schedule-row';
import { useSiteTimeZone } from './use-schedule-zone';
import { CMS_SCHEDULE_FIELD, ScheduleWhenField, useScheduleWhen } from './schedule-when-field';
import '../../components/history.css';

interface ItemScheduleProps {
  siteId: string;
  kind: 'entry' | 'category';
  itemId: string;
  /** The folder whose page shows the item (the folder itself, or the profile's): "Preview at this time" opens it. */
  folderId: string;
  name: string;
  isLive: boolean;
}

/** An item's pending schedules on its editing bar ("Goes live Sat 10 Oct, 7:30 pm") and the Schedule panel. */
export function ItemSchedule(props: ItemScheduleProps) {
  const { data } = useScheduleListQuery(props.siteId);
  const zone = useSiteTimeZone(props.siteId);
  const mine = (data ?? []).filter((s) => scheduleCovers(s, props.kind, props.itemId));
  const [open, setOpen] = useState(false);
  return (
    <>
      {mine.map((s) => (
        <span key={s._id} className="cms-bar__note cms-schedule-badge">
          <ScheduleLabel s={s} timeZone={zone} />
        </span>
      ))}
      <button type="button" className="ui-button ui-button--secondary" onClick={() => setOpen(true)}>
        Schedule…
      </button>
      {open ? <SchedulePanel {...props} pending={mine} all={data ?? []} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** "these 12 profiles", "these 3 folders and their profiles". */
const groupWhat = (s: Schedule) =>
  s.kind === 'category'
    ? `these ${s.itemIds?.length} folders and their profiles`
    : `these ${s.itemIds?.length} profiles`;

function SchedulePanel({
  siteId,
  kind,
  itemId,
  folderId,
  name,
  isLive,
  pending,
  all,
  onClose,
}: ItemScheduleProps & {
  all: Schedule[];
  pending: Schedule[];
  onClose: () => void;
}) {
  const { zone, when, setWhen, at } = useScheduleWhen(siteId);
  const [announce, setAnnounce] = useState(false);
  const [action, setAction] = useState<ScheduleAction>(isLive ? 'unpublish' : 'publish');
  const [add, adding] = useScheduleAddMutation();
  const submit = async () => {
    if (!at) return;
    try {
      const s = await add({
        siteId,
        kind,
        itemId,
        action,
        at,
        ...(action === 'publish' && announce ? { announce: true } : {}),
      }).unwrap();
      setWhen('');
      notify(`${name}: ${scheduleLabel(s, zone)}.`);
    } catch {
      // The base query shows what went wrong.
    }
  };
  const what = kind === 'category' ? 'this folder and its profiles' : 'this profile';
  return (
    <Panel title={`Schedule: ${name}`} onClose={onClose}>
      <PanelSection title="New schedule">
        <ScheduleWhenField
          zone={zone}
          when={when}
          onWhen={setWhen}
          action={{ value: action, onChange: setAction, what }}
        />
        <p className="cms-field__hint">Until then nothing of it reaches visitors, screens or search engines.</p>
        <ScheduleAnnounceCheck
          s={{ kind }}
          action={action}
          checked={announce}
          onChange={setAnnounce}
          classes={CMS_SCHEDULE_FIELD}
        />
        <button
          type="button"
          className="ui-button ui-button--primary cms-schedule-submit"
          disabled={!at || adding.isLoading}
          onClick={() => void submit()}
        >
          Schedule
        </button>
      </PanelSection>
      <PanelSection title="Scheduled">
        {pending.length === 0 ? <p className="cms-field__hint">Nothing scheduled for {what}.</p> : null}
        <ul className="cms-schedule-list">
          {pending.map((s) => (
            <ScheduleRow
              key={s._id}
              siteId={siteId}
              s={s}
              zone={zone}
              what={s.itemIds ? groupWhat(s) : what}
              previewHref={schedulePreviewPath(siteId, s, folderId)}
            >
              <ScheduleLabel s={s} timeZone={zone} />
              {s.itemIds ? ` (together with ${s.itemIds.length - 1} more)` : ''}
              {s.announce ? ', with “Now inducted”' : ''}
            </ScheduleRow>
          ))}
        </ul>
      </PanelSection>
      <PanelSection title="Elsewhere in the site">
        <details className="cms-schedule-all">
          <summary>Everything else scheduled</summary>
          <AllScheduled siteId={siteId} schedules={all.filter((s) => !pending.some((p) => p._id === s._id))} />
        </details>
      </PanelSection>
    </Panel>
  );
}
