import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  /** A short explanation under the label. */
  hint?: ReactNode;
  /** Shown next to the field (role="alert"); the control is marked aria-invalid. */
  error?: string | null;
  /** Renders the control with the ids it must use. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** A labelled form control with its hint and its error message, wired for screen readers. */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`st-field${error ? ' st-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="st-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="st-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy, invalid: !!error })}
      {error ? (
        <p className="st-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
  type?: 'text' | 'email' | 'url' | 'password' | 'number';
  placeholder?: string;
  maxLength?: number;
  multiline?: boolean;
  rows?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'url';
  /** Shows "n / max" under the field. */
  counter?: boolean;
}

export function TextField(p: TextFieldProps) {
  return (
    <Field label={p.label} hint={p.hint} error={p.error}>
      {({ id, describedBy, invalid }) => (
        <>
          {p.multiline ? (
            <textarea
              id={id}
              className="st-input st-input--multiline"
              value={p.value}
              rows={p.rows ?? 3}
              maxLength={p.maxLength}
              placeholder={p.placeholder}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => p.onChange(e.target.value)}
            />
          ) : (
            <input
              id={id}
              className="st-input"
              type={p.type ?? 'text'}
              value={p.value}
              maxLength={p.maxLength}
              placeholder={p.placeholder}
              autoComplete={p.autoComplete}
              inputMode={p.inputMode}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => p.onChange(e.target.value)}
            />
          )}
          {p.counter && p.maxLength ? (
            <span className="st-field__counter" aria-hidden="true">
              {p.value.length} / {p.maxLength}
            </span>
          ) : null}
        </>
      )}
    </Field>
  );
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string; group?: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
  error?: string | null;
}

export function SelectField<T extends string>(p: SelectFieldProps<T>) {
  const groups = [...new Set(p.options.map((o) => o.group ?? ''))];
  const render = (group: string) =>
    p.options
      .filter((o) => (o.group ?? '') === group)
      .map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ));
  return (
    <Field label={p.label} hint={p.hint} error={p.error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="st-input st-select"
          value={p.value}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => p.onChange(e.target.value as T)}
        >
          {groups.map((g) =>
            g ? (
              <optgroup key={g} label={g}>
                {render(g)}
              </optgroup>
            ) : (
              render(g)
            ),
          )}
        </select>
      )}
    </Field>
  );
}
