import { useEffect, useState, useSyncExternalStore } from 'react';

/** A short message after an action ('Successfully copied Boys Basketball', or what went wrong). */
export interface Notice {
  id: number;
  text: string;
  tone: 'success' | 'error';
  /** Puts back what the action changed (the toast offers "Undo" for UNDO_SECONDS). */
  undo?: () => Promise<unknown>;
}

/** How long a toast with Undo stays (other notices: 5 s). */
export const UNDO_SECONDS = 8;

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function notify(text: string, tone: Notice['tone'] = 'success', undo?: Notice['undo']): void {
  notices = [...notices, { id: nextId++, text, tone, undo }];
  emit();
}

function dismiss(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

function NoticeItem({ notice }: { notice: Notice }) {
  const [undoing, setUndoing] = useState(false);
  useEffect(() => {
    if (notice.tone === 'error' || undoing) return undefined;
    const t = setTimeout(() => dismiss(notice.id), notice.undo ? UNDO_SECONDS * 1000 : 5000);
    return () => clearTimeout(t);
  }, [notice, undoing]);
  const undo = async () => {
    setUndoing(true);
    try {
      await notice.undo?.();
      dismiss(notice.id);
      notify('Undone: everything is back as it was.');
    } catch {
      dismiss(notice.id);
      notify('Undo did not finish; check the folder and Recently deleted.', 'error');
    }
  };
  return (
    <div className={`cms-notice cms-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <span>{undoing ? 'Undoing…' : notice.text}</span>
      {notice.undo ? (
        <button type="button" className="cms-link-button" disabled={undoing} onClick={() => void undo()}>
          Undo
        </button>
      ) : null}
      <button type="button" className="cms-link-button" onClick={() => dismiss(notice.id)}>
        Dismiss
      </button>
    </div>
  );
}

/** Where notices show (bottom left, above the page); mounted once, by the CMS chrome. */
export function Notices() {
  const list = useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
  return (
    <div className="cms-notices" aria-live="polite">
      {list.map((n) => (
        <NoticeItem key={n.id} notice={n} />
      ))}
    </div>
  );
}
