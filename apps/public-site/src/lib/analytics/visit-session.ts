/**
 * A random id per visit, sent with each analytics event so the report can count kiosk sessions and their
 * length. Kept in sessionStorage; a web visit ends after 30 minutes without a page, a kiosk's when it goes
 * back Home after being left alone (the next person is a new visit). Nothing identifies the visitor.
 */
const KEY = 'laurel.visit';
export const WEB_VISIT_IDLE_MS = 30 * 60_000;

interface Visit {
  id: string;
  last: number;
}

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '')
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The current visit's id (a new one after `WEB_VISIT_IDLE_MS` without events), marking it used now. */
export function visitId(now = Date.now(), store = storage()): string {
  let visit: Visit | null = null;
  try {
    visit = JSON.parse(store?.getItem(KEY) ?? 'null') as Visit | null;
  } catch {
    visit = null;
  }
  const id = visit && typeof visit.id === 'string' && now - visit.last < WEB_VISIT_IDLE_MS ? visit.id : newId();
  try {
    store?.setItem(KEY, JSON.stringify({ id, last: now }));
  } catch {
    // storage full or off: the id still serves this event
  }
  return id;
}

/** Ends the visit (a kiosk went back Home after being idle): the next event starts a new one. */
export function endVisit(store = storage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
