import { createSaveRegistry } from './save-registry';

test('keeps one failed save per key with what was typed, and forgets it once saved', () => {
  const r = createSaveRegistry();
  const seen: number[] = [];
  r.subscribe(() => seen.push(r.list().length));
  r.fail({ key: 'entry:e1:firstName', label: 'First name', value: 'Ada', retry: async () => undefined });
  r.fail({ key: 'entry:e1:firstName', label: 'First name', value: 'Adah', retry: async () => undefined });
  r.fail({ key: 'entry:e1:lastName', label: 'Last name', value: 'L', retry: async () => undefined });
  expect(r.list().map((f) => f.value)).toEqual(['Adah', 'L']);
  expect(r.get('entry:e1:firstName')?.value).toBe('Adah');
  r.clear('entry:e1:firstName');
  r.clear('unknown');
  expect(r.list().map((f) => f.key)).toEqual(['entry:e1:lastName']);
  expect(seen).toEqual([1, 1, 2, 1]);
});

test('retry all runs every retry; the list is what is still failing afterwards', async () => {
  const r = createSaveRegistry();
  r.fail({ key: 'a', label: 'A', value: 1, retry: async () => r.clear('a') });
  r.fail({
    key: 'b',
    label: 'B',
    value: 2,
    retry: async () => {
      throw new Error('still down');
    },
  });
  await r.retryAll();
  expect(r.list().map((f) => f.key)).toEqual(['b']);
});
