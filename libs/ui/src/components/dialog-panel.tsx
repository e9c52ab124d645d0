import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icons';
import { useThemeContainer } from './theme-scope';
import type { DialogProps } from './dialog-props';
// The dialog brings its own styles: a remote that opens one (settings) may not have loaded the library's.
import '../styles/tokens.css';
import '../styles/button.css';
import '../styles/overlay.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialog of `Dialog` (dialog.tsx), loaded when a dialog first opens. */
export default function DialogPanel({
  open,
  onClose,
  title,
  hideTitle,
  children,
  footer,
  variant = 'popup',
  closeLabel = 'Close',
}: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const container = useThemeContainer();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Before the first paint: the panel loads on first use, so it can be shown after the click's own update, and
  // a key pressed as soon as it shows (Escape) must already be heard.
  useLayoutEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    // The element marked data-autofocus (e.g. a search box) gets focus first, else the first focusable one.
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return e.preventDefault();
      const [head, tail] = [items[0], items[items.length - 1]];
      const active = document.activeElement;
      if (e.shiftKey && (active === head || !box.current.contains(active))) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && (active === tail || !box.current.contains(active))) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      before?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  // Outside a ThemeScope (settings, the workrooms) the backdrop carries the design tokens itself: without them
  // the panel had no background, and its content floated over the blurred page.
  const scope = container ? '' : ' ui-theme ui-dialog-backdrop--own-tokens';
  return createPortal(
    <div
      className={`ui-dialog-backdrop ui-dialog-backdrop--${variant}${scope}`}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={box}
        className={`ui-dialog ui-dialog--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
      >
        <div className="ui-dialog__head">
          {hideTitle ? null : <h2 className="ui-dialog__title">{title}</h2>}
          <button
            type="button"
            className="ui-icon-button ui-button--ghost ui-dialog__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="ui-dialog__body">{children}</div>
        {footer ? <div className="ui-dialog__foot">{footer}</div> : null}
      </div>
    </div>,
    container ?? document.body,
  );
}
