import { useId, type ReactNode } from 'react';
import { useFieldSave, type FieldSaveOptions } from '../../lib/saves/use-field-save';
import { SaveMark } from './save-mark';

type Common<T> = Omit<FieldSaveOptions<T>, 'immediate'> & { hint?: ReactNode };

function FieldFrame({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="cms-field">
      <label className="cms-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? <p className="cms-field__hint">{hint}</p> : null}
    </div>
  );
}

/** A labelled text box that saves itself (debounced 2000 ms, store first, kept and marked when refused). */
export function SavedText({
  multiline,
  type = 'text',
  ...opts
}: Common<string> & { multiline?: boolean; type?: 'text' | 'url' }) {
  const id = useId();
  const { draft, change, status, retry } = useFieldSave(opts);
  return (
    <FieldFrame id={id} label={opts.label} hint={opts.hint}>
      {multiline ? (
        <textarea
          id={id}
          className="cms-input cms-input--area"
          value={draft}
          onChange={(e) => change(e.target.value)}
        />
      ) : (
        <input id={id} className="cms-input" type={type} value={draft} onChange={(e) => change(e.target.value)} />
      )}
      <SaveMark status={status} onRetry={retry} />
    </FieldFrame>
  );
}

/** A labelled choice from a list that saves at once. */
export function SavedSelect<T extends string>({
  options,
  ...opts
}: Common<T> & { options: readonly { value: T; label: string }[] }) {
  const id = useId();
  const { draft, change, status, retry } = useFieldSave({ ...opts, immediate: true });
  return (
    <FieldFrame id={id} label={opts.label} hint={opts.hint}>
      <select id={id} className="cms-input" value={draft} onChange={(e) => change(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <SaveMark status={status} onRetry={retry} />
    </FieldFrame>
  );
}

/** An on/off switch that saves at once. */
export function SavedToggle(opts: Common<boolean>) {
  const { draft, change, status, retry } = useFieldSave({ ...opts, immediate: true });
  return (
    <div className="cms-field cms-field--inline">
      <label className="cms-switch">
        <input type="checkbox" role="switch" checked={draft} onChange={(e) => change(e.target.checked)} />
        <span className="cms-switch__track" aria-hidden="true" />
        <span>{opts.label}</span>
      </label>
      {opts.hint ? <p className="cms-field__hint">{opts.hint}</p> : null}
      <SaveMark status={status} onRetry={retry} />
    </div>
  );
}
