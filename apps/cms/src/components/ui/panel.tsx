import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PanelProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A settings panel on the right side of the page: the page stays visible and usable beside it (changes show
 * in it as they are made), Escape or Close puts it away. Focus moves into it and back when it closes.
 */
export function Panel({ title, onClose, children }: PanelProps) {
  const box = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('h2')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('.ui-dialog')) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('cms-panel-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('cms-panel-open');
      before?.focus?.();
    };
  }, []);
  // In the page's theme scope when there is one, so the panel uses the same tokens as the page.
  const host = document.querySelector('.ui-theme') ?? document.body;
  return createPortal(
    <aside ref={box} className="cms-panel" role="dialog" aria-modal="false" aria-labelledby="cms-panel-title">
      <header className="cms-panel__head">
        <h2 id="cms-panel-title" className="cms-panel__title" tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="ui-button ui-button--secondary cms-panel__close" onClick={onClose}>
          Close
        </button>
      </header>
      <div className="cms-panel__body">{children}</div>
    </aside>,
    host,
  );
}

/** A titled group of settings inside a panel. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="cms-panel__section">
      <h3 className="cms-panel__section-title">{title}</h3>
      {children}
    </section>
  );
}
