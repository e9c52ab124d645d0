import { applyDueSchedules, previewAtOf, schedulePreviewPath } from './schedules-due';

const at = '2026-10-10T19:30:00.000Z';

test('schedules apply in order: a folder published with its profiles, a later unpublish wins', () => {
  const flags = {
    folders: new Map([['f', false]]),
    entries: new Map([
      ['a', false],
      ['b', true],
    ]),
    profilesOf: (id: string) => (id === 'f' ? ['a', 'b'] : []),
  };
  applyDueSchedules(flags, [
    { kind: 'category', action: 'publish', itemId: 'f' },
    { kind: 'entry', action: 'unpublish', itemId: 'b', itemIds: ['b', 'gone'] },
    { kind: 'home', action: 'publish', itemId: 'site' },
  ]);
  expect([...flags.folders]).toEqual([['f', true]]);
  expect([...flags.entries]).toEqual([
    ['a', true],
    ['b', false],
  ]);
});

test('the preview time of a page, and where a schedule is previewed', () => {
  expect(previewAtOf('?previewAt=2026-10-10T14%3A30%3A00-05%3A00')).toBe(at);
  expect(previewAtOf('?previewAt=soon')).toBeNull();
  expect(previewAtOf('')).toBeNull();
  const q = `?previewAt=${encodeURIComponent(at)}`;
  expect(schedulePreviewPath('s', { kind: 'category', itemId: 'f', at })).toBe(`/category/s/f${q}`);
  expect(schedulePreviewPath('s', { kind: 'entry', itemId: 'e', at }, 'f')).toBe(`/category/s/f${q}`);
  expect(schedulePreviewPath('s', { kind: 'entry', itemId: 'e', at })).toBe(`/home/s${q}`);
  expect(schedulePreviewPath('s', { kind: 'category', itemId: 'f', itemIds: ['f', 'g'], at })).toBe(`/home/s${q}`);
});
