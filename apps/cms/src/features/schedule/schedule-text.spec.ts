import { localInputToIso, scheduleLabel } from './schedule-text';

test('a schedule reads as the issue writes it', () => {
  const at = '2026-10-10T19:30:00.000Z';
  expect(scheduleLabel({ action: 'publish', at }, 'UTC')).toBe('Goes live Sat 10 Oct, 7:30 pm');
  expect(scheduleLabel({ action: 'unpublish', at }, 'America/New_York')).toBe('Goes offline Sat 10 Oct, 3:30 pm');
});

test('a local date and time becomes an instant; empty or bad input none', () => {
  expect(localInputToIso('')).toBeNull();
  expect(localInputToIso('not a date')).toBeNull();
  expect(localInputToIso('2026-10-10T19:30')).toBe(new Date(2026, 9, 10, 19, 30).toISOString());
});

test('a time typed for a site in another zone is that zone’s wall clock, whatever the computer’s', () => {
  expect(localInputToIso('2026-10-10T19:30', 'America/New_York')).toBe('2026-10-10T23:30:00.000Z');
  expect(localInputToIso('2026-10-10T19:30:15', 'Asia/Tokyo')).toBe('2026-10-10T10:30:15.000Z');
  expect(localInputToIso('', 'Asia/Tokyo')).toBeNull();
});
