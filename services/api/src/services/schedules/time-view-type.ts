import type { CategoryIndex } from '@laurel/domain';
import type { SiteDoc } from '../../plugins/app/repositories';

/** The site as it will be at a preview time (schedules/time-view.ts); in a file of its own so the request context can name it. */
export interface TimeView {
  /** The instant previewed (ISO). */
  at: string;
  /** The site with the Home changes due by then. */
  site: SiteDoc;
  /** Every folder and profile with the published flags they will have then. */
  index: CategoryIndex;
}
