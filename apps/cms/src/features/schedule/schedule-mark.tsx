import { scheduleCovers } from '@laurel/domain';
import { useScheduleListQuery } from './schedule-endpoints';
import { ScheduleLabel } from '@laurel/ui/schedule';
import { useSiteTimeZone } from './use-schedule-zone';

/**
 * A card's next schedule ("Goes live Sat 10 Oct, 7:30 pm"), as its item's bar shows it: on a folder page an
 * editor sees which cards are waiting for their second. Nothing when none is pending.
 */
export function ScheduleMark({
  siteId,
  kind,
  id,
  className,
}: {
  siteId: string;
  kind: 'entry' | 'category';
  id: string;
  className?: string;
}) {
  const { data } = useScheduleListQuery(siteId);
  const zone = useSiteTimeZone(siteId);
  // The list is soonest first.
  const next = data?.find((s) => scheduleCovers(s, kind, id));
  if (!next) return null;
  return (
    <span className={`cms-schedule-mark${className ? ` ${className}` : ''}`}>
      <ScheduleLabel s={next} timeZone={zone} />
    </span>
  );
}
