import type { FieldStatus } from '../../lib/saves/use-field-save';

/** Beside a field whose change the server refused: says so and offers a retry (the typed value is kept). */
export function SaveMark({ status, onRetry }: { status: FieldStatus; onRetry: () => void }) {
  if (status !== 'failed') return null;
  return (
    <span className="cms-save-mark" role="alert">
      Not saved
      <button type="button" className="cms-link-button" onClick={onRetry}>
        Retry
      </button>
    </span>
  );
}
