/** A kiosk whose app crashed outright says it is restarting and reloads itself (libs/screens: reloadAfterCrash). */
import { reloadAfterCrash, screenStorage } from '@laurel/screens';

export function afterCrash(root: HTMLElement): void {
  reloadAfterCrash({ storage: screenStorage(), reload: () => location.reload(), notice: root });
}
