import { useId, type ReactNode } from 'react';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

/** An on/off switch (a checkbox with role="switch"), its label and an optional hint. */
export function Switch({ label, checked, onChange, hint, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className="st-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="st-switch__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="st-switch__label">
        <span className="st-switch__track" aria-hidden="true">
          <span className="st-switch__thumb" />
        </span>
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="st-field__hint st-switch__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
