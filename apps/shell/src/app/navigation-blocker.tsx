import { useEffect, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';
import { useBlockableHistory } from './history-context';
import { ModalDialog } from './modal-dialog';

const never = () => () => undefined;
const leavesPage = (from: string, to: string) => from !== to;

/**
 * SPEC §4: navigation is blocked while a save is in progress. Leaving shows why and continues by itself
 * once the save has finished; closing the tab asks the browser's "leave site?" question.
 */
export function NavigationBlocker() {
  const saving = useSelector((s: RootState) => s.session.saving);
  const history = useBlockableHistory();
  const blocked = useSyncExternalStore(history?.subscribe ?? never, () => history?.isBlocked() ?? false);

  useEffect(() => {
    history?.setBlockWhen(saving ? leavesPage : null);
    if (!saving && history?.isBlocked()) history.proceed();
  }, [history, saving]);
  // Signed out while a navigation was held (a lost session): nothing will be saved any more, so let it go.
  useEffect(
    () => () => {
      history?.setBlockWhen(null);
      if (history?.isBlocked()) history.proceed();
    },
    [history],
  );

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
