import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { sessionActions } from '@laurel/api-client';
import { saveRegistry, useFailedSaves } from '../../lib/saves/save-registry';

/**
 * The changes the server refused, with one Retry for all (each field keeps its own retry too). Their count
 * goes into the session, so the account bar says "2 changes not saved" instead of "All changes saved".
 */
export function UnsavedChanges() {
  const dispatch = useDispatch();
  const failed = useFailedSaves();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    dispatch(sessionActions.unsavedChangesSet(failed.length));
  }, [dispatch, failed.length]);
  if (failed.length === 0) return null;
  const retry = async () => {
    setBusy(true);
    await saveRegistry.retryAll();
    setBusy(false);
  };
  return (
    <button
      type="button"
      className="cms-chrome__retry"
      onClick={() => void retry()}
      disabled={busy}
      title={failed.map((f) => f.label).join(', ')}
    >
      {busy ? 'Retrying…' : 'Retry saving'}
    </button>
  );
}
