import { useState } from 'react';
import { Link } from 'react-router';
import { categoryPath, schedulePreviewPath, type Schedule } from '@laurel/domain';
import {
  ScheduleChangeButtons,
  ScheduleDraftFields,
  ScheduleRowButtons,
  ScheduleTimeField,
  scheduleWhen,
  useScheduleEdit,
  type ScheduleFieldClasses,
} from '@laurel/ui/schedule';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsScheduleCancelMutation, useSettingsScheduleChangeMutation } from '../api/activity-endpoints';

/** "Publish Ada Lovelace and 11 more (12 profiles)", "Change Home (settings, buttons)". */
function What({ siteId, s }: { siteId: string; s: Schedule }) {
  if (s.kind === 'home') {
    const parts = [s.change?.home ? 'settings' : '', s.change?.homeButtons ? 'buttons' : ''].filter(Boolean);
    return <>Change Home ({parts.join(', ')})</>;
  }
  const verb = s.action === 'publish' ? 'Publish ' : 'Unpublish ';
  const noun = s.kind === 'category' ? 'folder' : 'profile';
  const count = s.itemIds ? ` (${s.itemIds.length} ${noun}s)` : s.kind === 'category' ? ' (folder)' : '';
  return (
    <>
      {verb}
      {s.kind === 'category' && !s.itemIds ? <Link to={categoryPath(siteId, s.itemId)}>{s.name}</Link> : s.name}
      {count}
      {s.announce ? ', with “Now inducted”' : ''}
    </>
  );
}

/** Who scheduled it: an address may break after its @, never inside a word. */
const By = ({ email }: { email: string }) => {
  const at = email.indexOf('@');
  return at < 0 ? (
    <>{email}</>
  ) : (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};

const ST_FIELD: ScheduleFieldClasses = {
  field: 'st-field',
  label: 'st-field__label',
  input: 'st-input',
  check: 'st-check',
};

/** A schedule's row: when, what, who; the shared buttons (Change… its time and action in place, Preview at this
 * time, Cancel schedule) and Settings' own Preview (the list of what changes). */
export function ScheduleRow({
  siteId,
  s,
  onPreview,
  timeZone,
}: {
  siteId: string;
  s: Schedule;
  onPreview: (at: string) => void;
  timeZone?: string;
}) {
  const { rowRef, draft, setDraft, body, start, stop } = useScheduleEdit<HTMLTableRowElement>(s, timeZone);
  const [error, setError] = useState<string | null>(null);
  const [change, changing] = useSettingsScheduleChangeMutation();
  const [cancel, cancelling] = useSettingsScheduleCancelMutation();
  const save = async () => {
    if (!body) return;
    try {
      await change({ siteId, scheduleId: s._id, ...body }).unwrap();
      stop();
      setError(null);
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  const drop = async () => {
    try {
      await cancel({ siteId, scheduleId: s._id }).unwrap();
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  return (
    <tr ref={rowRef}>
      <td>
        {draft === null ? (
          <time dateTime={s.at}>{scheduleWhen(s.at, timeZone)}</time>
        ) : (
          <ScheduleTimeField
            label="New date and time"
            value={draft.when}
            onChange={(when) => setDraft({ ...draft, when })}
            timeZone={timeZone}
          />
        )}
        {error ? (
          <p className="st-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </td>
      <td>
        <What siteId={siteId} s={s} />
        {draft === null ? null : (
          <div className="st-schedule-fields">
            <ScheduleDraftFields s={s} draft={draft} onDraft={setDraft} classes={ST_FIELD} />
          </div>
        )}
      </td>
      <td>
        <By email={s.by} />
      </td>
      <td>
        <div className="st-schedule-actions">
          {draft === null ? (
            <ScheduleRowButtons
              name={s.name}
              previewHref={schedulePreviewPath(siteId, s)}
              onChange={start}
              onCancel={() => void drop()}
              cancelling={cancelling.isLoading}
              buttonClassName="st-button st-button--small"
            >
              <button type="button" className="st-button st-button--small" onClick={() => onPreview(s.at)}>
                Preview
              </button>
            </ScheduleRowButtons>
          ) : (
            <ScheduleChangeButtons
              onSave={() => void save()}
              canSave={!!body && !changing.isLoading}
              onKeep={stop}
              saveClassName="st-button st-button--small"
              keepClassName="st-button st-button--small"
            />
          )}
        </div>
      </td>
    </tr>
  );
}
