import { useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { parseColor, toCss, tryParseColor } from '@laurel/theme/colors';
import { Field } from '../../site-settings/components/field';

export interface ColourInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  /** The colour the site uses when this one is empty (shown in the swatch, offered as placeholder). */
  fallback?: string;
  disabled?: boolean;
}

/** '#rrggbb' of any CSS colour (alpha dropped), for the picker. */
const hexOf = (value: string) => toCss({ ...parseColor(value), alpha: 1 });

/**
 * A colour field: the CSS value as text (hex, rgb(), hsl(), names…), a swatch, and a picker that opens
 * under it. Whatever is typed is kept as typed; the picker writes #rrggbb.
 */
export function ColourInput({ label, value, onChange, error, hint, fallback, disabled }: ColourInputProps) {
  const [open, setOpen] = useState(false);
  const shown = tryParseColor(value) ? value : (fallback ?? 'transparent');
  return (
    <Field label={label} hint={hint} error={error} className="st-colour">
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
