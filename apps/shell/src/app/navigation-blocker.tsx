import { useEffect, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';
import { useBlockableHistory } from './history-context';
import { ModalDialog } from './modal-dialog';

const never = () => () => undefined;

/**
 * SPEC §4: navigation is blocked while a save is in progress (the rule: `holdWhileSaving`). This shows why
 * a navigation waits and lets the editor stay instead; closing the tab asks the browser's "leave site?"
 * question.
 */
export function NavigationBlocker() {
  const saving = useSelector((s: RootState) => s.session.saving);
  const history = useBlockableHistory();
  const blocked = useSyncExternalStore(history?.subscribe ?? never, () => history?.isBlocked() ?? false);

  useEffect(() => {
    if (!saving) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saving]);

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
