import { useSyncExternalStore } from 'react';
import { useBlockableHistory } from './history-context';
import { ModalDialog } from './modal-dialog';

const never = () => () => undefined;

/**
 * SPEC §4: navigation is blocked while a save is in progress (the rule: `holdWhileSaving`, which also makes
 * closing the tab ask the browser's "leave site?" question). This shows why a navigation waits and lets the
 * editor stay instead.
 */
export function NavigationBlocker() {
  const history = useBlockableHistory();
  const blocked = useSyncExternalStore(history?.subscribe ?? never, () => history?.isBlocked() ?? false);

  return (
    <ModalDialog
      open={blocked}
      title="Saving your changes…"
      onClose={() => history?.reset()}
      actions={
        <button type="button" className="shell-button shell-button--secondary" onClick={() => history?.reset()}>
          Stay on this page
        </button>
      }
    >
      <p>Your latest changes are still being saved. You will move on as soon as they are safe.</p>
    </ModalDialog>
  );
}

export default NavigationBlocker;
