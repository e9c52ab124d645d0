import type { Schedule, ScheduleChangeBody } from '@laurel/domain';
import { ScheduleChangeButtons, ScheduleDraftFields, type ScheduleDraft } from '@laurel/ui/schedule';
import { notify } from '../../components/ui/notices';
import { useScheduleChangeMutation } from './schedule-endpoints';
import { scheduleLabel } from './schedule-text';
import { CMS_SCHEDULE_FIELD, ScheduleWhenField } from './schedule-when-field';

interface Props {
  siteId: string;
  s: Schedule;
  zone?: string;
  /** "this profile", "these 12 profiles", … in the action's options. */
  what: string;
  draft: ScheduleDraft;
  onDraft: (draft: ScheduleDraft) => void;
  /** The PATCH body of what the draft changes; null when nothing (or an unusable time). */
  body: ScheduleChangeBody | null;
  onDone: () => void;
}

/**
 * A pending schedule changed in place: what happens (publish ↔ unpublish, "Now inducted" for a publish of one
 * item) and when. Only what changed is sent; the server refuses what it may not do and changes nothing.
 */
export function ScheduleChangeForm({ siteId, s, zone, what, draft, onDraft, body, onDone }: Props) {
  const [change, changing] = useScheduleChangeMutation();
  const save = async () => {
    if (!body) return;
    try {
      const next = await change({ siteId, scheduleId: s._id, ...body }).unwrap();
      notify(`${s.kind === 'home' ? 'Home' : s.name}: ${scheduleLabel(next, zone)}.`, 'success');
      onDone();
    } catch {
      // The base query shows what went wrong.
    }
  };
  return (
    <div className="cms-schedule-change" role="group" aria-label={`Change the schedule of ${s.name}`}>
      <ScheduleDraftFields s={s} draft={draft} onDraft={onDraft} what={what} classes={CMS_SCHEDULE_FIELD} />
      <ScheduleWhenField
        zone={zone}
        label="New date and time"
        when={draft.when}
        onWhen={(when) => onDraft({ ...draft, when })}
      />
      <div className="cms-schedule-change__actions">
        <ScheduleChangeButtons
          onSave={() => void save()}
          canSave={!!body && !changing.isLoading}
          onKeep={onDone}
          saveClassName="ui-button ui-button--primary"
          keepClassName="ui-button ui-button--ghost"
        />
      </div>
    </div>
  );
}
