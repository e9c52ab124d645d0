import { endVisit, visitId, WEB_VISIT_IDLE_MS } from './visit-session';

const memory = (): Storage => {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
};

it('keeps one id through a visit and starts a new one after a long pause or when the visit ends', () => {
  const store = memory();
  const first = visitId(1000, store);
  expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(visitId(1000 + WEB_VISIT_IDLE_MS - 1, store)).toBe(first);
  const later = visitId(1000 + 2 * WEB_VISIT_IDLE_MS, store);
  expect(later).not.toBe(first);
  endVisit(store);
  expect(visitId(1000 + 2 * WEB_VISIT_IDLE_MS + 1, store)).not.toBe(later);
});
