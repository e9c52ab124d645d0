import { useId, useState } from 'react';
import { useGetStylingQuery } from '@laurel/api-client';
import type { MediaItem, Schedule } from '@laurel/domain';
import { scheduleLabel } from '@laurel/ui/schedule';
import { toButtonsInput } from '../../lib/home-buttons-input';
import { ScheduleDialog, useScheduleAddHomeMutation, useSiteTimeZone } from '../schedule';

/**
 * "Show on Home at…" after a Canva import of pictures (issue 29, the importer's "publish at a time"): a Home
 * button with the imported picture (the page chosen when there are several) appears at the chosen second, as
 * a scheduled change to Home; until then visitors see Home as it is. Site admins (the importer is theirs).
 */
export function ShowOnHome({ siteId, title, media }: { siteId: string; title: string; media: MediaItem[] }) {
  const id = useId();
  const { data: site } = useGetStylingQuery(siteId);
  const zone = useSiteTimeZone(siteId);
  const [add] = useScheduleAddHomeMutation();
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState(title);
  const [page, setPage] = useState(0);
  const [scheduled, setScheduled] = useState<Schedule | null>(null);
  if (media.length === 0) return null;
  if (scheduled)
    return (
      <p className="cv-home-scheduled" role="status" aria-label="Show on Home">
        Scheduled: the “{label.trim() || title}” button on Home: {scheduleLabel(scheduled, zone).toLowerCase()}. It can
        be changed or cancelled under Scheduled (Home, or Settings › Activity).
      </p>
    );
  const schedule = async (at: string) => {
    if (!site) throw new Error('The site is still loading.');
    const button = { type: 'Image' as const, label: label.trim() || title, data: { image: media[page]._id } };
    const s = await add({
      siteId,
      change: { homeButtons: [...toButtonsInput(site.homeButtons), button] },
      at,
    }).unwrap();
    setScheduled(s);
  };
  return (
    <>
      <button type="button" className="wr-button wr-button--secondary" disabled={!site} onClick={() => setOpen(true)}>
        Show on Home at…
      </button>
      {open ? (
        <ScheduleDialog
          siteId={siteId}
          title={`Show “${title}” on Home at…`}
          confirmLabel="Schedule: show on Home"
          note="Home stays as it is until then: visitors, screens and search engines get nothing of the new button."
          onClose={() => setOpen(false)}
          onSchedule={schedule}
        >
          <div className="cms-field">
            <label className="cms-field__label" htmlFor={`${id}-label`}>
              Button label
            </label>
            <input
              id={`${id}-label`}
              className="cms-input"
              value={label}
              maxLength={200}
              onChange={(e) => setLabel(e.target.value)}
            />
          </div>
          {media.length > 1 ? (
            <div className="cms-field">
              <label className="cms-field__label" htmlFor={`${id}-page`}>
                Picture
              </label>
              <select
                id={`${id}-page`}
                className="cms-input"
                value={page}
                onChange={(e) => setPage(Number(e.target.value))}
              >
                {media.map((m, i) => (
                  <option key={m._id} value={i}>
                    {m.metadata.name ?? `Page ${i + 1}`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </ScheduleDialog>
      ) : null}
    </>
  );
}
