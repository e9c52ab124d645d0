import { useState, type ReactNode } from 'react';
import { Button, Dialog } from '@laurel/ui';
import { ScheduleWhenField, useScheduleWhen, type ScheduleWhenFieldProps } from './schedule-when-field';

interface ScheduleDialogProps {
  /** The site whose time zone the time is picked in. */
  siteId: string;
  title: string;
  /** What the button says ("Schedule publishing"). */
  confirmLabel: string;
  /** Sends the schedule; resolves when stored (the dialog then closes), rejects to stay open. */
  onSchedule: (at: string) => Promise<unknown>;
  onClose: () => void;
  /** Fields before the time (what changes). */
  children?: ReactNode;
  /** "What happens", when it is chosen in the dialog (publish at… or unpublish at…). */
  action?: ScheduleWhenFieldProps['action'];
  /** Said under the picker (what happens until then). */
  note?: string;
}

export const PUBLISH_NOTE = 'Until then nothing of it reaches visitors, screens or search engines.';

/**
 * "Publish at…": a time picked with the shared picker, then one request. Used by the selection bar, the
 * importer and Home; the item's Schedule panel uses the same picker.
 */
export function ScheduleDialog(props: ScheduleDialogProps) {
  const { siteId, title, confirmLabel, onSchedule, onClose, children, action, note = PUBLISH_NOTE } = props;
  // In the site's time zone, as every other place a schedule is set or shown.
  const { zone, when, setWhen, at } = useScheduleWhen(siteId);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!at) return;
    setBusy(true);
    try {
      await onSchedule(at);
      onClose();
    } catch {
      // The base query shows what went wrong; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!at || busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <ScheduleWhenField zone={zone} when={when} onWhen={setWhen} action={action} />
      <p className="cms-dialog-text">{note}</p>
    </Dialog>
  );
}
