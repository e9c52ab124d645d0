import { useEffect, useSyncExternalStore } from 'react';

/** A short message after an action ('Successfully copied Boys Basketball', or what went wrong). */
export interface Notice {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function notify(text: string, tone: Notice['tone'] = 'success'): void {
  notices = [...notices, { id: nextId++, text, tone }];
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
  useEffect(() => {
    if (notice.tone === 'error') return undefined;
    const t = setTimeout(() => dismiss(notice.id), 5000);
    return () => clearTimeout(t);
  }, [notice]);
  return (
    <div className={`cms-notice cms-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <span>{notice.text}</span>
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
