import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Escape, the backdrop and the actions call this. */
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  tone?: 'neutral' | 'danger';
}

/**
 * The shell's popups on the native `<dialog>`: modal (`showModal`), focus kept inside, Escape closes,
 * focus returns to what had it. Small on purpose: the shell must not wait for a remote to show an error.
 */
export function ModalDialog({ open, title, onClose, children, actions, tone = 'neutral' }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`shell-dialog shell-dialog--${tone}`}
      aria-labelledby="shell-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      {open ? (
        <div className="shell-dialog__box">
          <h2 id="shell-dialog-title" className="shell-dialog__title">
            {title}
          </h2>
          <div className="shell-dialog__body">{children}</div>
          <div className="shell-dialog__actions">{actions}</div>
        </div>
      ) : null}
    </dialog>
  );
}
