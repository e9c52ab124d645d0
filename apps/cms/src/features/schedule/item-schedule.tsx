import { useId, useState } from 'react';
import { useGetStylingQuery } from '@laurel/api-client';
import { siteTimeZone, type ScheduleAction, type ScheduleKind } from '@laurel/domain';
import { notify } from '../../ui/notices';
import { Panel, PanelSection } from '../../ui/panel';
import { useScheduleAddMutation, useScheduleCancelMutation, useScheduleListQuery } from './schedule-endpoints';
import { browserTimeZone, localInputToIso, scheduleLabel } from './schedule-text';
import '../history/history.css';

interface ItemScheduleProps {
  siteId: string;
  kind: ScheduleKind;
  itemId: string;
  name: string;
  isLive: boolean;
}

/** The zone schedules are entered and shown in: the site's, or the viewer's until an admin sets one. */
function useScheduleZone(siteId: string): { zone: string; isSite: boolean } {
  const { data: site } = useGetStylingQuery(siteId);
  const zone = siteTimeZone(site, browserTimeZone());
  return { zone, isSite: zone === site?.timeZone };
}

/**
 * An item's pending schedules on its editing bar ("Goes live Sat 10 Oct, 7:30 pm", in the site's time zone)
 * and the Schedule panel.
 */
export function ItemSchedule(props: ItemScheduleProps) {
  const { data } = useScheduleListQuery(props.siteId);
  const { zone } = useScheduleZone(props.siteId);
  const mine = (data ?? []).filter((s) => s.kind === props.kind && s.itemId === props.itemId);
  const [open, setOpen] = useState(false);
  return (
    <>
      {mine.map((s) => (
        <span key={s._id} className="cms-bar__note cms-schedule-badge">
          {scheduleLabel(s, zone)}
        </span>
      ))}
      <button type="button" className="ui-button ui-button--secondary" onClick={() => setOpen(true)}>
        Schedule…
      </button>
      {open ? <SchedulePanel {...props} pending={mine} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SchedulePanel({
  siteId,
  kind,
  itemId,
  name,
  isLive,
  pending,
  onClose,
}: ItemScheduleProps & { pending: { _id: string; action: ScheduleAction; at: string }[]; onClose: () => void }) {
  const id = useId();
  const { zone, isSite } = useScheduleZone(siteId);
  const [action, setAction] = useState<ScheduleAction>(isLive ? 'unpublish' : 'publish');
  const [when, setWhen] = useState('');
  const [announce, setAnnounce] = useState(false);
  const [add, adding] = useScheduleAddMutation();
  const [cancel] = useScheduleCancelMutation();
  const at = localInputToIso(when, zone);
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
        <div className="cms-field">
          <label className="cms-field__label" htmlFor={`${id}-action`}>
            What happens
          </label>
          <select
            id={`${id}-action`}
            className="cms-input"
            value={action}
            onChange={(e) => setAction(e.target.value as ScheduleAction)}
          >
            <option value="publish">Publish {what}</option>
            <option value="unpublish">Unpublish {what}</option>
          </select>
        </div>
        <div className="cms-field">
          <label className="cms-field__label" htmlFor={`${id}-at`}>
            Date and time
          </label>
          <input
            id={`${id}-at`}
            className="cms-input"
            type="datetime-local"
            step={1}
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
          <p className="cms-field__hint">
            {isSite ? `In the site’s time zone (${zone})` : `In your computer’s time zone (${zone})`}. Until then
            nothing of it reaches visitors, screens or search engines.
          </p>
        </div>
        {action === 'publish' ? (
          <label className="cms-choice">
            <input type="checkbox" checked={announce} onChange={(e) => setAnnounce(e.target.checked)} />
            Play “Now inducted” on cast screens once when it goes live
          </label>
        ) : null}
        <button
          type="button"
          className="ui-button ui-button--primary"
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
            <li key={s._id}>
              {scheduleLabel(s, zone)}{' '}
              <button
                type="button"
                className="ui-button ui-button--ghost"
                onClick={() => void cancel({ siteId, scheduleId: s._id })}
              >
                Cancel
              </button>
            </li>
          ))}
        </ul>
      </PanelSection>
    </Panel>
  );
}
