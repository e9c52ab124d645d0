import { useState } from 'react';
import type { ScheduleAction } from '@laurel/domain';
import { scheduleLabel } from '@laurel/ui/schedule';
import { notify } from '../../components/ui/notices';
import { ScheduleDialog } from './schedule-dialog';
import { useScheduleAddManyMutation } from './schedule-endpoints';
import { useSiteTimeZone } from './use-schedule-zone';

interface ScheduleSelectedProps {
  siteId: string;
  kind: 'entry' | 'category';
  ids: readonly string[];
  /** Fixed (the importer publishes); otherwise chosen in the dialog (publish at… or unpublish at…). */
  action?: ScheduleAction;
  onClose: () => void;
  /** After it is stored (the selection bar then clears the selection). */
  onDone?: () => void;
}

/** Publish at… / Unpublish at… for cards chosen together: one schedule for them all (one version when done). */
export function ScheduleSelected({ siteId, kind, ids, action: fixed, onClose, onDone }: ScheduleSelectedProps) {
  const [addMany] = useScheduleAddManyMutation();
  const zone = useSiteTimeZone(siteId);
  const [chosen, setChosen] = useState<ScheduleAction>('publish');
  const action = fixed ?? chosen;
  const noun = kind === 'entry' ? (ids.length === 1 ? 'profile' : 'profiles') : ids.length === 1 ? 'folder' : 'folders';
  const what = `${ids.length} ${noun}`;
  const verb = action === 'publish' ? 'Publish' : 'Unpublish';
  return (
    <ScheduleDialog
      siteId={siteId}
      title={fixed ? `${verb} ${what} at…` : `Schedule ${what}`}
      confirmLabel={`Schedule: ${verb.toLowerCase()} ${what}`}
      note={
        action === 'publish'
          ? 'Until then nothing of them reaches visitors, screens or search engines.'
          : 'Visitors see them until then.'
      }
      onClose={onClose}
      onSchedule={async (at) => {
        const s = await addMany({ siteId, kind, itemIds: [...ids], action, at }).unwrap();
        notify(`${what}: ${scheduleLabel(s, zone)}.`, 'success');
        onDone?.();
      }}
      action={fixed ? undefined : { value: chosen, onChange: setChosen, what: 'at…' }}
    />
  );
}
