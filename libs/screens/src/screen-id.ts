import type { ScreenStorage } from './reload-record';

const KIOSK_ID_KEY = 'laurel.kiosk.id';

/**
 * A kiosk's id, kept in its storage (`kiosk-` + a uuid): made here at first, replaced by the one an admin's
 * pairing gives it (`keepKioskScreenId`). Only a paired kiosk's heartbeats are recorded (issue 24).
 */
export function kioskScreenId(storage: ScreenStorage | null): string {
  try {
    const kept = storage?.getItem(KIOSK_ID_KEY);
    if (kept && /^kiosk-[0-9a-f-]{36}$/.test(kept)) return kept;
    const id = `kiosk-${crypto.randomUUID()}`;
    storage?.setItem(KIOSK_ID_KEY, id);
    return id;
  } catch {
    return `kiosk-${crypto.randomUUID()}`;
  }
}

/** Keeps the id a pairing gave the kiosk (the server's, from now on its heartbeat id). */
export function keepKioskScreenId(storage: ScreenStorage | null, screenId: string): void {
  try {
    storage?.setItem(KIOSK_ID_KEY, screenId);
  } catch {
    /* storage blocked: the kiosk is monitored until it reloads */
  }
}

/**
 * The running build, named by the content hash of the page's first hashed script (the cast player's
 * `main.e22e710d.js`, the shell's `main.0d335499be.js`), else 'dev'.
 */
export function appVersionOf(doc: Pick<Document, 'scripts'>): string {
  for (const script of Array.from(doc.scripts)) {
    const hash = /\.([0-9a-f]{8,32})\.js(?:[?#]|$)/.exec(script.src)?.[1];
    if (hash) return hash;
  }
  return 'dev';
}
