import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeScope } from '@laurel/ui';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ScheduleSelected } from '../schedule';
import { DestinationDialog } from './destination-dialog';
import { selection, useSelection } from '../../lib/selection-store';
import { useSelectionActions } from './use-selection-actions';

type Step = null | 'move' | 'copy' | 'delete' | 'schedule';

/**
 * The selection bar (SPEC §4 selection mode), at the bottom of the window while cards are selected: select
 * all, publish, unpublish, publish or unpublish at a time, move, copy, delete, and clear (which leaves selection mode).
 */
export function SelectionBar({ siteId }: { siteId: string }) {
  const sel = useSelection();
  const actions = useSelectionActions(siteId);
  const [step, setStep] = useState<Step>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  if (!sel.kind || sel.ids.length === 0) return null;
  const kind = sel.kind;
  const ids = sel.ids;
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The base query already shows SPEC §8's message; the selection stays for another try.
    } finally {
      setBusy(false);
      setProgress(null);
      setStep(null);
    }
  };
  const noun = kind === 'entry' ? 'item' : 'folder';
  const setLive = (isLive: boolean) =>
    void run(() =>
      actions.setLive(kind, ids, isLive, (done, total) =>
        setProgress(`${isLive ? 'Publishing' : 'Unpublishing'} ${done} of ${total}…`),
      ),
    );
  const host = document.querySelector('.ui-theme') ?? document.body;
  // Rendered from the account bar into the page: its own theme scope gives it (and its dialogs) the page's
  // design tokens.
  return createPortal(
    <ThemeScope className="cms-scope">
      <div className="cms-selection-bar" role="toolbar" aria-label="Selected cards">
        <span className="cms-selection-bar__count" aria-live="polite">
          {ids.length} {noun}
          {ids.length === 1 ? '' : 's'} selected
        </span>
        {progress ? (
          <span className="cms-selection-bar__progress" role="status">
            {progress}
          </span>
        ) : null}
        {ids.length < sel.listIds.length ? (
          <button type="button" className="ui-button ui-button--ghost" onClick={() => selection.selectAll()}>
            Select all
          </button>
        ) : null}
        <span className="cms-selection-bar__actions">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy}
            onClick={() => setLive(true)}
          >
            Publish
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy}
            onClick={() => setLive(false)}
          >
            Unpublish
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy}
            onClick={() => setStep('schedule')}
          >
            Schedule…
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy}
            onClick={() => setStep('move')}
          >
            Move…
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy}
            onClick={() => setStep('copy')}
          >
            Copy…
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary cms-button--danger-text"
            disabled={busy}
            onClick={() => setStep('delete')}
          >
            Delete
          </button>
        </span>
        <button type="button" className="ui-button ui-button--ghost" onClick={() => selection.clear()}>
          Clear selection
        </button>
        {step === 'move' || step === 'copy' ? (
          <DestinationDialog
            siteId={siteId}
            kind={kind}
            title={
              step === 'move'
                ? `Move ${ids.length} ${noun}${ids.length === 1 ? '' : 's'} to…`
                : `Copy ${ids.length} ${noun}${ids.length === 1 ? '' : 's'} to…`
            }
            actionLabel={step === 'move' ? 'Move here' : 'Copy here'}
            exclude={kind === 'category' ? ids : sel.parentId ? [sel.parentId] : []}
            allowTopLevel={kind === 'category'}
            busy={busy}
            onClose={() => setStep(null)}
            onPick={(destination) =>
              void run(() =>
                step === 'move'
                  ? actions.move(kind, ids, sel.parentId, destination)
                  : actions.copy(kind, ids, destination),
              )
            }
          />
        ) : null}
        {step === 'schedule' ? (
          <ScheduleSelected
            siteId={siteId}
            kind={kind}
            ids={ids}
            onClose={() => setStep(null)}
            onDone={() => selection.clear()}
          />
        ) : null}
        {step === 'delete' ? (
          <ConfirmDialog
            title={`Delete ${ids.length} ${noun}${ids.length === 1 ? '' : 's'}?`}
            message="They leave the site at once. An admin can bring them back from Recently deleted."
            confirmLabel="Delete"
            busy={busy}
            onCancel={() => setStep(null)}
            onConfirm={() => void run(() => actions.remove(kind, ids, sel.parentId))}
          />
        ) : null}
      </div>
    </ThemeScope>,
    host,
  );
}
