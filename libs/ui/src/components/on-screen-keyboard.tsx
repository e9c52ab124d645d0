import type { PointerEvent } from 'react';
import '../styles/keyboard.css';

const ROWS = ['1234567890', 'QWERTYUIOP', "ASDFGHJKL'", 'ZXCVBNM-.'];

export interface OnScreenKeyboardProps {
  /** What the keys type into (for screen readers: "Keyboard for Search the site"). */
  label: string;
  onKey: (text: string) => void;
  onBackspace: () => void;
  /** The wide action key (Search in a dialog, Done under a filter); omitted when not given. */
  onAction?: () => void;
  actionLabel?: string;
  docked?: boolean;
}

// Keys never take focus from the field they type into (the caret stays where it was).
const keep = (e: PointerEvent) => e.preventDefault();

/**
 * A large on-screen keyboard for touch kiosks, which have no physical one: letters, digits, apostrophe,
 * hyphen and full stop (names such as O'Brien, Smith-Jones, St. Clair), space and backspace. Real buttons,
 * so it also works with a mouse, a keyboard and a screen reader.
 */
export default function OnScreenKeyboard({
  label,
  onKey,
  onBackspace,
  onAction,
  actionLabel,
  docked,
}: OnScreenKeyboardProps) {
  return (
    <div
      className={`ui-osk${docked ? ' ui-osk--docked' : ''}`}
      role="group"
      aria-label={`Keyboard for ${label}`}
      data-testid="on-screen-keyboard"
    >
      {ROWS.map((row, r) => (
        <div className="ui-osk__row" key={row}>
          {[...row].map((k) => (
            <button
              key={k}
              type="button"
              className="ui-osk__key"
              onPointerDown={keep}
              onClick={() => onKey(k.toLowerCase())}
            >
              {k}
            </button>
          ))}
          {r === ROWS.length - 1 ? (
            <button
              type="button"
              className="ui-osk__key ui-osk__key--wide"
              aria-label="Backspace"
              onPointerDown={keep}
              onClick={onBackspace}
            >
              ⌫
            </button>
          ) : null}
        </div>
      ))}
      <div className="ui-osk__row">
        <button
          type="button"
          className="ui-osk__key ui-osk__key--space"
          aria-label="Space"
          onPointerDown={keep}
          onClick={() => onKey(' ')}
        >
          Space
        </button>
        {onAction ? (
          <button type="button" className="ui-osk__key ui-osk__key--action" onPointerDown={keep} onClick={onAction}>
            {actionLabel ?? 'Done'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
