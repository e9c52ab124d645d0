import { upcoming } from './upcoming-events';

const ev = (uid: string, start: string, end = '') => ({ uid, summary: uid, start, end, location: '' });

test('keeps events that have not ended, soonest first, up to the limit', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const list = [
    ev('past', '2026-10-10T18:00:00Z', '2026-10-10T20:00:00Z'),
    ev('later', '2026-12-05T18:00:00Z'),
    ev('soon', '2026-11-27T19:30:00Z'),
    ev('running', '2026-11-22T10:00:00Z', '2026-11-22T14:00:00Z'),
  ];
  expect(upcoming(list, now).map((e) => e.uid)).toEqual(['running', 'soon', 'later']);
  expect(upcoming(list, now, 1).map((e) => e.uid)).toEqual(['running']);
});
