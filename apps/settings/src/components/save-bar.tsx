export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  invalid: boolean;
  onSave: () => void;
  onDiscard: () => void;
  formError?: string | null;
  savedAt?: number | null;
  /** What is saved, for the button ("Save colours"). */
  what?: string;
}

/**
 * The save row of a settings form: what the state is (unsaved changes, fix the highlighted fields, saved),
 * Save and Discard. Save is refused while a field is invalid, so bad input never reaches the site.
 */
export function SaveBar({ dirty, saving, invalid, onSave, onDiscard, formError, savedAt, what }: SaveBarProps) {
  const status = saving
    ? 'Saving…'
    : invalid
      ? 'Fix the highlighted fields to save.'
      : dirty
        ? 'Unsaved changes: the preview shows them; visitors see them once saved.'
        : savedAt
          ? 'Saved. Visitors’ screens show it now.'
          : 'No unsaved changes.';
  return (
    <div className="st-save-bar" data-dirty={dirty || undefined}>
      <p className="st-save-bar__status" role="status" aria-live="polite">
        {status}
      </p>
      {formError ? (
        <p className="st-save-bar__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="st-save-bar__actions">
        <button type="button" className="st-button st-button--ghost" disabled={!dirty || saving} onClick={onDiscard}>
          Discard changes
        </button>
        <button
          type="button"
          className="st-button st-button--primary"
          disabled={!dirty || saving}
          aria-disabled={invalid || undefined}
          onClick={onSave}
        >
          {saving ? 'Saving…' : `Save${what ? ` ${what}` : ''}`}
        </button>
      </div>
    </div>
  );
}
