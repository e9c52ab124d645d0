import { useId, useState, type ReactNode } from 'react';
import {
  homePath,
  previewAtPath,
  type HomeChange,
  type HomeLayout,
  type HomeSettings,
  type Site,
} from '@laurel/domain';
import { ScheduleLabel, scheduleLabel } from '@laurel/ui/schedule';
import { notify } from '../../components/ui/notices';
import { HEADERS, LAYOUTS } from './home-options';
import { toButtonsInput } from '../../lib/home-buttons-input';
import {
  ScheduleDialog,
  ScheduleRow,
  useScheduleAddHomeMutation,
  useScheduleListQuery,
  useSiteTimeZone,
} from '../schedule';

/** What a scheduled Home change sets: the layout, the header, the title, and a new button added at that time. */
export function homeChangeOf(
  site: Site,
  draft: { layout: HomeLayout; headerType: HomeSettings['headerType']; title: string; button: string },
): HomeChange {
  const home: Partial<HomeSettings> = {};
  if (draft.layout !== site.home.layout) home.layout = draft.layout;
  if (draft.headerType !== site.home.headerType) home.headerType = draft.headerType;
  if (draft.title !== site.home.title) home.title = draft.title;
  const label = draft.button.trim();
  return {
    ...(Object.keys(home).length ? { home } : {}),
    ...(label
      ? {
          homeButtons: [...toButtonsInput(site.homeButtons), { type: 'Text' as const, label, data: { text: '' } }],
        }
      : {}),
  };
}

/** Home's pending changes ("Goes live …", Change… its time, Cancel) and "Change Home at…" (site admins). */
export function HomeSchedule({ siteId, site }: { siteId: string; site: Site }) {
  const id = useId();
  const { data } = useScheduleListQuery(siteId);
  const zone = useSiteTimeZone(siteId);
  const [add] = useScheduleAddHomeMutation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ ...site.home, button: '' });
  const pending = (data ?? []).filter((s) => s.kind === 'home');
  const change = homeChangeOf(site, draft);
  const field = (key: string, label: string, control: ReactNode) => (
    <div className="cms-field">
      <label className="cms-field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      {control}
    </div>
  );
  return (
    <div className="cms-field">
      <ul className="cms-schedule-list">
        {pending.map((s) => (
          <ScheduleRow
            key={s._id}
            siteId={siteId}
            s={s}
            zone={zone}
            what="Home"
            previewHref={previewAtPath(homePath(siteId), s.at)}
          >
            <span className="cms-schedule-badge">
              <ScheduleLabel s={s} timeZone={zone} />
            </span>{' '}
            {[s.change?.home ? 'new home settings' : '', s.change?.homeButtons ? 'new buttons' : '']
              .filter(Boolean)
              .join(' and ')}
          </ScheduleRow>
        ))}
      </ul>
      <button type="button" className="ui-button ui-button--secondary" onClick={() => setOpen(true)}>
        Change Home at…
      </button>
      {open ? (
        <ScheduleDialog
          siteId={siteId}
          title="Change Home at a time"
          confirmLabel="Schedule the change"
          note="Home stays as it is until then."
          onClose={() => setOpen(false)}
          onSchedule={async (at) => {
            if (!change.home && !change.homeButtons) {
              notify('Change something first: the layout, the header, the title or a new button.', 'error');
              throw new Error('nothing to change');
            }
            const s = await add({ siteId, change, at }).unwrap();
            notify(`Home: ${scheduleLabel(s, zone)}.`, 'success');
          }}
        >
          {field(
            'layout',
            'Layout then',
            <select
              id={`${id}-layout`}
              className="cms-input"
              value={draft.layout}
              onChange={(e) => setDraft({ ...draft, layout: e.target.value as HomeLayout })}
            >
              {LAYOUTS.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>,
          )}
          {field(
            'header',
            'Header then',
            <select
              id={`${id}-header`}
              className="cms-input"
              value={draft.headerType}
              onChange={(e) => setDraft({ ...draft, headerType: e.target.value as HomeSettings['headerType'] })}
            >
              {HEADERS.map((h) => (
                <option key={h.value} value={h.value}>
                  {h.label}
                </option>
              ))}
            </select>,
          )}
          {field(
            'title',
            'Title then',
            <input
              id={`${id}-title`}
              className="cms-input"
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />,
          )}
          {field(
            'button',
            'Add a button then (optional)',
            <input
              id={`${id}-button`}
              className="cms-input"
              value={draft.button}
              placeholder="Class of 2026"
              onChange={(e) => setDraft({ ...draft, button: e.target.value })}
            />,
          )}
        </ScheduleDialog>
      ) : null}
    </div>
  );
}
