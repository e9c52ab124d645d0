import type { FieldStatus } from '../../lib/saves/use-field-save';
import { SaveMark } from './save-mark';

export interface InlineTextProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name, e.g. "First name". */
  label: string;
  placeholder?: string;
  /** Line breaks allowed (a description); otherwise Enter does not add one and long text wraps. */
  multiline?: boolean;
  status?: FieldStatus;
  onRetry?: () => void;
  className?: string;
}

/**
 * Text edited where visitors see it: a text box that takes the typography of the text it replaces (font,
 * size, colour, alignment), sized to its content and wrapping like it, with a light underline that says
 * "you can type here" (a clear outline on hover and focus).
 */
export function InlineText({
  value,
  onChange,
  label,
  placeholder,
  multiline,
  status = 'idle',
  onRetry,
  className,
}: InlineTextProps) {
  const cls = `cms-inline${status === 'failed' ? ' cms-inline--failed' : ''}${className ? ` ${className}` : ''}`;
  return (
    <span className="cms-inline-wrap">
      <textarea
        className={cls}
        aria-label={label}
        value={value}
        placeholder={placeholder ?? label}
        rows={1}
        onChange={(e) => onChange(multiline ? e.target.value : e.target.value.replace(/\s*\n\s*/g, ' '))}
        onKeyDown={(e) => {
          if (!multiline && e.key === 'Enter') e.preventDefault();
        }}
      />
      <SaveMark status={status} onRetry={onRetry ?? (() => undefined)} />
    </span>
  );
}
