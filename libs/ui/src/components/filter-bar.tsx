import { Suspense, lazy, useEffect, useRef, useState, type FormEvent, type PointerEvent, type ReactNode } from 'react';
import { Icon } from './icons';

/** The bar that holds the filters: a labelled toolbar that wraps on small screens. */
export function FilterBar({ label = 'Filters', children }: { label?: string; children: ReactNode }) {
  return (
    <div className="ui-filter-bar" role="toolbar" aria-label={label}>
      {children}
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}
export interface ChoiceGroupProps {
  label: string;
  options: ChoiceOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Text of the chip that clears this filter. */
  allLabel?: string;
  compact?: boolean;
}

/** A row of toggle chips; the selected one is pressed, "All" clears. */
export function ChoiceGroup({ label, options, value, onChange, allLabel = 'All', compact }: ChoiceGroupProps) {
  return (
    <div className={`ui-choice-group${compact ? ' ui-choice-group--compact' : ''}`} role="group" aria-label={label}>
      <span className="ui-choice-group__label">{label}</span>
      <div className="ui-choice-group__chips">
        <button type="button" className="ui-chip" aria-pressed={value === null} onClick={() => onChange(null)}>
          {allLabel}
        </button>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            className="ui-chip"
            aria-pressed={value === o.value}
            onClick={() => onChange(value === o.value ? null : o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export interface SelectFieldProps {
  label: string;
  options: ChoiceOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  allLabel?: string;
}

/** A labelled native select (long lists such as years), with an "All" option that clears. */
export function SelectField({ label, options, value, onChange, allLabel = 'All' }: SelectFieldProps) {
  return (
    <label className="ui-select">
      <span className="ui-select__label">{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface SearchFieldProps {
  label: string;
  placeholder?: string;
  initialValue?: string;
  /** Called on submit with the raw text; `live` also calls it on every change. */
  onSearch: (text: string) => void;
  live?: boolean;
  /** Called with the text on every change (typed, on-screen keyboard, cleared), without submitting. */
  onChange?: (text: string) => void;
  /** Take focus when shown inside a Dialog. */
  autoFocus?: boolean;
  /**
   * A touch kiosk has no keyboard: 'inline' shows a large on-screen one under the field (search dialog),
   * 'docked' opens one at the bottom of the screen while the field is in use (filter bar).
   */
  keyboard?: 'inline' | 'docked';
}

// Loaded only when a kiosk shows it: visitors' pages do not carry it.
const OnScreenKeyboard = lazy(() => import('./on-screen-keyboard'));
const keepFocus = (e: PointerEvent) => e.preventDefault();

/** A search box with a finger-sized clear button and a submit button; Enter submits. */
export function SearchField({
  label,
  placeholder,
  initialValue = '',
  onSearch,
  live,
  onChange,
  autoFocus,
  keyboard,
}: SearchFieldProps) {
  const [text, setText] = useState(initialValue);
  const [typing, setTyping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const change = (next: string) => {
    setText(next);
    onChange?.(next);
    if (live) onSearch(next);
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    onSearch(text);
  };
  // A server-made page shows its field before its scripts run: a visitor who taps it then has focused it before
  // React listened for the focus, so the docked keyboard opens once React has taken over.
  useEffect(() => {
    if (keyboard === 'docked' && input.current && input.current === input.current.ownerDocument.activeElement)
      setTyping(true);
  }, [keyboard]);
  const showKeyboard = keyboard === 'inline' || (keyboard === 'docked' && typing);
  return (
    <form className={`ui-search${keyboard ? ' ui-search--kiosk' : ''}`} role="search" onSubmit={submit}>
      <label className="ui-visually-hidden" htmlFor={`ui-search-${label}`}>
        {label}
      </label>
      <span className="ui-search__box">
        <input
          ref={input}
          id={`ui-search-${label}`}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          // the kiosk's own keyboard replaces the system one
          inputMode={keyboard ? 'none' : undefined}
          data-autofocus={autoFocus ? '' : undefined}
          onFocus={keyboard === 'docked' ? () => setTyping(true) : undefined}
          onBlur={keyboard === 'docked' ? () => setTyping(false) : undefined}
          onChange={(e) => change(e.target.value)}
        />
        {text ? (
          <button
            type="button"
            className="ui-search__clear"
            aria-label={`Clear ${label.toLowerCase()}`}
            onPointerDown={keepFocus}
            onClick={() => {
              change('');
              if (!live) onSearch('');
            }}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </span>
      <button type="submit" className="ui-icon-button ui-button--primary" aria-label={`${label}: go`}>
        <Icon name="search" />
      </button>
      {showKeyboard ? (
        <Suspense fallback={null}>
          <OnScreenKeyboard
            label={label}
            docked={keyboard === 'docked'}
            onKey={(k) => change(text + k)}
            onBackspace={() => change(text.slice(0, -1))}
            actionLabel={keyboard === 'docked' ? 'Done' : 'Search'}
            onAction={keyboard === 'docked' ? () => input.current?.blur() : () => submit()}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
