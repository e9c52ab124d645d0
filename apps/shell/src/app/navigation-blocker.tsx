import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useBlocker } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { ModalDialog } from './modal-dialog';

/**
 * SPEC §4: navigation is blocked while a save is in progress. Leaving shows why and continues by itself
 * once the save has finished; closing the tab asks the browser's "leave site?" question.
 */
export function NavigationBlocker() {
  const saving = useSelector((s: RootState) => s.session.saving);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => saving && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state === 'blocked' && !saving) blocker.proceed();
  }, [blocker, saving]);

  useEffect(() => {
    if (!saving) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saving]);

  return (
    <ModalDialog
      open={blocker.state === 'blocked'}
      title="Saving your changes…"
      onClose={() => blocker.reset?.()}
      actions={
        <button type="button" className="shell-button shell-button--secondary" onClick={() => blocker.reset?.()}>
          Stay on this page
        </button>
      }
    >
      <p>Your latest changes are still being saved. You will move on as soon as they are safe.</p>
    </ModalDialog>
  );
}
