import { useCallback, useEffect, useRef, useState } from 'react';
import { saveRegistry } from './save-registry';
import { useSaveDebouncer } from './use-save-debouncer';

export type FieldStatus = 'idle' | 'waiting' | 'saving' | 'failed';

export interface FieldSaveOptions<T> {
  /** One key per document field, e.g. `entry:{id}:firstName`. */
  key: string;
  /** The field's name as the editor sees it ("First name"). */
  label: string;
  /** Whose field it is, for the unsaved-changes list ("Ada Lovelace": "First name of Ada Lovelace"). */
  subject?: string;
  /** The value the server has (from the page's data). */
  value: T;
  /** Sends the value; rejects when the server refused it. */
  send: (value: T) => Promise<unknown>;
  /** Puts the value in the store at once (optimistic), so every view of the page shows it. */
  apply?: (value: T) => void;
  /** Save at once instead of after 2000 ms of quiet (choices, toggles). */
  immediate?: boolean;
}

/**
 * A field edited in place (SPEC §7 "debounce" and "updateStoreFirst"): the store updates first, the call is
 * sent 2000 ms after the last change. When the server refuses, the store rolls back to the server's value,
 * but the field keeps what the editor typed, marked unsaved, with a retry (also from the chrome's list).
 */
export function useFieldSave<T>({ key, label: name, subject, value, send, apply, immediate }: FieldSaveOptions<T>) {
  const label = subject ? `${name} of ${subject}` : name;
  const debouncer = useSaveDebouncer();
  const failed = saveRegistry.get(key);
  const [draft, setDraft] = useState<T>(failed ? (failed.value as T) : value);
  const [status, setStatus] = useState<FieldStatus>(failed ? 'failed' : 'idle');
  const latest = useRef({ draft, confirmed: value, send, apply, label });
  latest.current.send = send;
  latest.current.apply = apply;
  latest.current.label = label;

  // The server's value wins while the editor has nothing waiting or failed (e.g. an edit from another tab).
  useEffect(() => {
    latest.current.confirmed = value;
    if (status === 'idle') {
      latest.current.draft = value;
      setDraft(value);
    }
  }, [value]); // only the server value resets the field

  const run = useCallback(async () => {
    const sent = latest.current.draft;
    setStatus('saving');
    try {
      await latest.current.send(sent);
      latest.current.confirmed = sent;
      saveRegistry.clear(key);
      setStatus(Object.is(latest.current.draft, sent) ? 'idle' : 'waiting');
    } catch {
      latest.current.apply?.(latest.current.confirmed);
      setStatus('failed');
      saveRegistry.fail({
        key,
        label: latest.current.label,
        value: sent,
        retry: () => run(),
      });
      throw new Error(`${latest.current.label} was not saved`);
    }
  }, [key]);

  const change = useCallback(
    (next: T) => {
      latest.current.draft = next;
      setDraft(next);
      setStatus('waiting');
      latest.current.apply?.(next);
      debouncer.schedule(key, () => run().catch(() => undefined));
      if (immediate) void debouncer.flush();
    },
    [debouncer, key, run, immediate],
  );

  const retry = useCallback(() => run().catch(() => undefined), [run]);

  // Leaving the field (page change, CMS switched off) sends what is waiting at once.
  useEffect(
    () => () => {
      if (debouncer.pending() > 0) void debouncer.flush();
    },
    [debouncer],
  );

  return { draft, change, status, retry };
}
