import { useId, useState } from 'react';
import type { ScheduleAction, ScheduleKind } from '@laurel/domain';
import { notify } from '../../components/ui/notices';
import { Panel, PanelSection } from '../../components/ui/panel';
import { useScheduleAddMutation, useScheduleCancelMutation, useScheduleListQuery } from './schedule-endpoints';
import { localInputToIso, scheduleLabel } from './schedule-text';
import '../../components/history.css';

interface ItemScheduleProps {
  siteId: string;
  kind: ScheduleKind;
  itemId: string;
  name: string;
  isLive: boolean;
}

/** An item's pending schedules on its editing bar ("Goes live Sat 10 Oct, 7:30 pm") and the Schedule panel. */
export function ItemSchedule(props: ItemScheduleProps) {
  const { data } = useScheduleListQuery(props.siteId);
  const mine = (data ?? []).filter((s) => s.kind === props.kind && s.itemId === props.itemId);
  const [open, setOpen] = useState(false);
  return (
    <>
      {mine.map((s) => (
        <span key={s._id} className="cms-bar__note cms-schedule-badge">
          {scheduleLabel(s)}
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
  const [action, setAction] = useState<ScheduleAction>(isLive ? 'unpublish' : 'publish');
  const [when, setWhen] = useState('');
  const [add, adding] = useScheduleAddMutation();
  const [cancel] = useScheduleCancelMutation();
  const at = localInputToIso(when);
  const submit = async () => {
    if (!at) return;
    try {
      const s = await add({ siteId, kind, itemId, action, at }).unwrap();
      setWhen('');
      notify(`${name}: ${scheduleLabel(s)}.`);
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
            In your computer’s time zone. Until then nothing of it reaches visitors, screens or search engines.
          </p>
        </div>
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
              {scheduleLabel(s)}{' '}
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
