import { isoToLocalInput, localInputToIso } from './schedule-time';
import { scheduleTimeError } from './schedule-time-field';

test('a typed time round-trips to the instant and back', () => {
  const iso = new Date(2026, 9, 10, 19, 30, 5).toISOString();
  expect(isoToLocalInput(iso)).toBe('2026-10-10T19:30:05');
  expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
  expect(isoToLocalInput('nonsense')).toBe('');
});

test('the picker says when a time has passed or cannot be read', () => {
  const now = new Date(2026, 9, 10, 19, 30).getTime();
  expect(scheduleTimeError('', now)).toBeNull();
  expect(scheduleTimeError('2026-10-10T19:29', now)).toBe('That time has already passed: choose a later one.');
  expect(scheduleTimeError('2026-10-10T19:31', now)).toBeNull();
  expect(scheduleTimeError('garbage', now)).toBe('Enter a date and time.');
});
