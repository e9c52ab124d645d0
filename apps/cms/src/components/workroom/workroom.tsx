import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../ui/cms.css';
import './workroom.css';

export interface WorkroomProps {
  title: string;
  /** One or two sentences: what this page is for. */
  lead?: ReactNode;
  /** Where "back" goes (the folder being edited, the site's Home). */
  back?: { to: string; label: string };
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  /** The page uses the whole width (the grids). */
  wide?: boolean;
}

/**
 * The frame of every editing workroom (bulk editors, media library, recently deleted, Canva importer): a
 * plain, neutral laptop page whatever the site's colours, the site's primary as the accent.
 */
export function Workroom({ title, lead, back, actions, children, wide }: WorkroomProps) {
  return (
    <div className={`wr-root${wide ? ' wr-root--wide' : ''}`}>
      <header className="wr-header">
        <div className="wr-header__text">
          {back ? (
            <Link className="wr-back" to={back.to}>
              <span aria-hidden="true">←</span> {back.label}
            </Link>
          ) : null}
          <h1 className="wr-title">{title}</h1>
          {lead ? <p className="wr-lead">{lead}</p> : null}
        </div>
        {actions ? <div className="wr-header__actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** A page-level message after an action; `role=status` (or `alert` for problems) so it is announced. */
export function WorkroomMessage({
  tone,
  children,
  onDismiss,
}: {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div className={`wr-message wr-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="wr-message__text">{children}</div>
      {onDismiss ? (
        <button type="button" className="wr-link" onClick={onDismiss}>
          Dismiss
        </button>
      ) : null}
    </div>
  );
}

/** A labelled progress bar: `done` of `total`, with what is happening in words. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="wr-progress">
      <div className="wr-progress__label">
        <span>{label}</span>
        <span>
          {done} of {total}
        </span>
      </div>
      <progress className="wr-progress__bar" max={total || 1} value={done} aria-label={label}>
        {percent}%
      </progress>
    </div>
  );
}
