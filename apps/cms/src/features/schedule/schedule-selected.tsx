import type { ScheduleAction } from '@laurel/domain';
import { scheduleLabel } from '@laurel/ui';
import { notify } from '../../ui/notices';
import { ScheduleDialog } from './schedule-dialog';
import { useScheduleAddManyMutation } from './schedule-endpoints';

interface ScheduleSelectedProps {
  siteId: string;
  kind: 'entry' | 'category';
  ids: readonly string[];
  action: ScheduleAction;
  onClose: () => void;
  /** After it is stored (the selection bar then clears the selection). */
  onDone?: () => void;
}

/** "Publish at…" / "Unpublish at…" for cards chosen together: one schedule for them all (one version when done). */
export function ScheduleSelected({ siteId, kind, ids, action, onClose, onDone }: ScheduleSelectedProps) {
  const [addMany] = useScheduleAddManyMutation();
  const noun = kind === 'entry' ? (ids.length === 1 ? 'profile' : 'profiles') : ids.length === 1 ? 'folder' : 'folders';
  const what = `${ids.length} ${noun}`;
  const verb = action === 'publish' ? 'Publish' : 'Unpublish';
  return (
    <ScheduleDialog
      title={`${verb} ${what} at…`}
      confirmLabel={`Schedule: ${verb.toLowerCase()} ${what}`}
      note={
        action === 'publish'
          ? 'Until then nothing of them reaches visitors, screens or search engines.'
          : 'Visitors see them until then.'
      }
      onClose={onClose}
      onSchedule={async (at) => {
        const s = await addMany({ siteId, kind, itemIds: [...ids], action, at }).unwrap();
        notify(`${what}: ${scheduleLabel(s)}.`, 'success');
        onDone?.();
      }}
    />
  );
}
