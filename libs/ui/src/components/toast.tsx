import { useEffect } from 'react';

export interface ToastProps {
  message: string | null;
  onDismiss: () => void;
  /** ms before it leaves by itself; 0 keeps it. */
  duration?: number;
  tone?: 'info' | 'success' | 'error';
}

/** A short status message at the bottom of the screen, announced to screen readers. */
export function Toast({ message, onDismiss, duration = 4000, tone = 'info' }: ToastProps) {
  useEffect(() => {
    if (!message || duration <= 0) return;
    const t = setTimeout(onDismiss, duration);
    return () => clearTimeout(t);
  }, [message, duration, onDismiss]);
  return (
    <div
      className="ui-toast-region"
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {message ? (
        <div className={`ui-toast ui-toast--${tone}`}>
          <span>{message}</span>
          <button type="button" className="ui-button ui-button--ghost" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
