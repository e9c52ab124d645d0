import { useCastHealth } from './use-cast-health';

/** The heartbeat and self-recovery of a TV (never of the settings preview). */
export function CastHealth({ screenId, siteId, emergency }: { screenId: string; siteId?: string; emergency: boolean }) {
  useCastHealth(screenId, siteId, emergency);
  return null;
}
