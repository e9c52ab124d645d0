import { draftOf, mayAnnounce, scheduleChangeBody } from './schedule-change';

const zone = 'Europe/London';
const now = Date.parse('2026-10-01T12:00:00Z');
const pending = { kind: 'entry' as const, action: 'publish' as const, at: '2026-10-10T18:30:00.000Z', announce: true };

test('an untouched draft changes nothing; each change is sent alone', () => {
  const draft = draftOf(pending, zone);
  expect(draft).toEqual({ action: 'publish', announce: true, when: '2026-10-10T19:30:00' });
  expect(scheduleChangeBody(pending, draft, zone, now)).toBeNull();
  expect(scheduleChangeBody(pending, { ...draft, when: '2026-10-10T20:00' }, zone, now)).toEqual({
    at: '2026-10-10T19:00:00.000Z',
  });
  expect(scheduleChangeBody(pending, { ...draft, announce: false }, zone, now)).toEqual({ announce: false });
});

test('publish ↔ unpublish: an unpublish never announces, a publish asks for it again', () => {
  const draft = draftOf(pending, zone);
  // The server drops the tick of a publish turned into an unpublish; nothing more to send.
  expect(scheduleChangeBody(pending, { ...draft, action: 'unpublish' }, zone, now)).toEqual({ action: 'unpublish' });
  const off = { ...pending, action: 'unpublish' as const, announce: undefined };
  expect(scheduleChangeBody(off, { ...draftOf(off, zone), action: 'publish', announce: true }, zone, now)).toEqual({
    action: 'publish',
    announce: true,
  });
  expect(scheduleChangeBody(off, { ...draftOf(off, zone), announce: true }, zone, now)).toBeNull();
});

test('a new time that has passed or cannot be read is not sent; groups and Home never announce', () => {
  const draft = draftOf(pending, zone);
  expect(scheduleChangeBody(pending, { ...draft, when: '2026-09-01T10:00' }, zone, now)).toBeNull();
  expect(scheduleChangeBody(pending, { ...draft, when: '' }, zone, now)).toBeNull();
  expect(mayAnnounce({ kind: 'entry', itemIds: ['a', 'b'] }, 'publish')).toBe(false);
  expect(mayAnnounce({ kind: 'home' }, 'publish')).toBe(false);
  expect(mayAnnounce({ kind: 'category' }, 'unpublish')).toBe(false);
  expect(mayAnnounce({ kind: 'category' }, 'publish')).toBe(true);
});
