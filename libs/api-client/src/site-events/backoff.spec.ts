import { backoffDelay, BACKOFF_MAX_MS } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 2 s and stops growing at 60 s', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, mid))).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffDelay(10, mid)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(1000, () => 1)).toBe(BACKOFF_MAX_MS * 1.2);
  });
});
