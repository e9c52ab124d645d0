/**
 * The report's local calendar (ZonedClock) against Intl's own formatting for every quarter hour around offset
 * changes: US daylight saving (both ways), a half-hour zone (Lord Howe moves by 30 minutes) and Kathmandu
 * (+5:45, no changes).
 */
import { ZonedClock } from '../../src/services/analytics/time-zone';

const QUARTER = 15 * 60_000;

function expected(timeZone: string, t: number) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      weekday: 'short',
    })
      .formatToParts(new Date(t))
      .map((x) => [x.type, x.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p.weekday) + 1;
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), weekday };
}

test.each([
  ['America/New_York', '2026-03-06T00:00:00Z'],
  ['America/New_York', '2026-10-30T00:00:00Z'],
  ['Australia/Lord_Howe', '2026-04-03T00:00:00Z'],
  ['Australia/Lord_Howe', '2026-10-02T00:00:00Z'],
  ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
])('%s from %s: every quarter hour of four days has Intl’s local date, hour and weekday', (zone, from) => {
  const clock = new ZonedClock(zone);
  const start = Date.parse(from);
  for (let t = start; t < start + 4 * 86_400_000; t += QUARTER)
    expect([t, clock.parts(t)]).toEqual([t, expected(zone, t)]);
});
