import { useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { parseColor, toCss, tryParseColor } from '@laurel/theme/colors';
import { Field } from '../../../components/field';

export interface ColourInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  /** The colour the site uses when this one is empty (shown in the swatch, offered as placeholder). */
  fallback?: string;
  disabled?: boolean;
  /**
   * A colour the site derives (from the primary) when this one is empty: a value of the site's own then
   * says what it overrides and offers "Reset to derived", which empties it.
   */
  derived?: string;
}

/** '#rrggbb' of any CSS colour (alpha dropped), for the picker. */
const hexOf = (value: string) => toCss({ ...parseColor(value), alpha: 1 });

/**
 * A colour field: the CSS value as text (hex, rgb(), hsl(), names…), a swatch, and a picker that opens
 * under it. Whatever is typed is kept as typed; the picker writes #rrggbb.
 */
export function ColourInput({ label, value, onChange, error, hint, fallback, disabled, derived }: ColourInputProps) {
  const [open, setOpen] = useState(false);
  const shown = tryParseColor(value) ? value : (fallback ?? 'transparent');
  const overrides = derived && value.trim() ? derived : null;
  const note = overrides ? (
    <>
      Custom: overrides the derived <span className="st-colour__chip" style={{ background: overrides }} />
      <code>{overrides}</code>.
    </>
  ) : (
    hint
  );
  return (
    <Field label={label} hint={note} error={error} className="st-colour">
      {({ id, describedBy, invalid }) => (
        <>
          <div className="st-colour__row">
            <button
              type="button"
              className="st-colour__swatch"
              style={{ background: shown }}
              aria-label={`${open ? 'Close' : 'Open'} the colour picker for ${label}`}
              aria-expanded={open}
              disabled={disabled}
              onClick={() => setOpen((o) => !o)}
            />
            <input
              id={id}
              className="st-input st-colour__text"
              value={value}
              placeholder={fallback}
              spellCheck={false}
              disabled={disabled}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange(e.target.value)}
            />
          </div>
          {overrides ? (
            <button
              type="button"
              className="st-button st-button--ghost st-colour__reset"
              aria-label={`Reset to derived: ${label}`}
              disabled={disabled}
              onClick={() => {
                setOpen(false);
                onChange('');
              }}
            >
              Reset to derived
            </button>
          ) : null}
          {open && !disabled ? (
            <div className="st-colour__picker">
              <HexColorPicker color={hexOf(value || fallback || '#000000')} onChange={onChange} />
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
