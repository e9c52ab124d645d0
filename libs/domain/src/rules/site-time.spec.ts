import {
  formatScheduleWhen,
  isoToZonedWall,
  isTimeZone,
  scheduleLabelIn,
  siteTimeZone,
  timeZoneNames,
  zonedWallToIso,
} from './site-time';

test('a schedule reads as the issue writes it, in the site’s zone whatever the viewer’s', () => {
  const at = '2026-10-10T23:30:00.000Z';
  expect(scheduleLabelIn({ action: 'publish', at }, 'America/New_York')).toBe('Goes live Sat 10 Oct, 7:30 pm');
  expect(scheduleLabelIn({ action: 'unpublish', at }, 'UTC')).toBe('Goes offline Sat 10 Oct, 11:30 pm');
  expect(formatScheduleWhen(at, 'Asia/Tokyo')).toBe('Sun 11 Oct, 8:30 am');
  expect(formatScheduleWhen('2026-10-10T23:30:05.000Z', 'UTC')).toBe('Sat 10 Oct, 11:30:05 pm');
});

test('a wall-clock time in the site’s zone is the instant it names, on either side of a clock change', () => {
  // New York: EDT (-4) in October, EST (-5) in December.
  expect(zonedWallToIso('2026-10-10T19:30', 'America/New_York')).toBe('2026-10-10T23:30:00.000Z');
  expect(zonedWallToIso('2026-12-10T19:30:00', 'America/New_York')).toBe('2026-12-11T00:30:00.000Z');
  expect(zonedWallToIso('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z');
  expect(zonedWallToIso('2026-07-01T12:00', 'Australia/Sydney')).toBe('2026-07-01T02:00:00.000Z');
});

test('a time the clocks skip moves on by the hour skipped; a time that happens twice is the first', () => {
  // 8 March 2026, New York: 02:00 EST becomes 03:00 EDT.
  expect(zonedWallToIso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  expect(formatScheduleWhen('2026-03-08T07:30:00.000Z', 'America/New_York')).toBe('Sun 8 Mar, 3:30 am');
  // 1 November 2026, New York: 01:30 happens at -4 and again at -5.
  expect(zonedWallToIso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  // 29 March 2026, Berlin: 02:30 does not exist.
  expect(zonedWallToIso('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
  // Southern hemisphere: Sydney goes forward on 4 October 2026 (02:00 → 03:00).
  expect(zonedWallToIso('2026-10-04T02:15', 'Australia/Sydney')).toBe('2026-10-03T16:15:00.000Z');
});

test('an instant shown back on the wall clock round-trips, across a change too', () => {
  for (const [iso, tz] of [
    ['2026-11-01T05:30:00.000Z', 'America/New_York'],
    ['2026-11-01T06:30:00.000Z', 'America/New_York'],
    ['2026-03-29T01:00:00.000Z', 'Europe/Berlin'],
    ['2026-10-10T23:30:07.000Z', 'Asia/Kolkata'],
  ]) {
    const wall = isoToZonedWall(iso, tz);
    expect(wall).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    if (iso !== '2026-11-01T06:30:00.000Z') expect(zonedWallToIso(wall, tz)).toBe(iso);
  }
  expect(isoToZonedWall('2026-11-01T06:30:00.000Z', 'America/New_York')).toBe('2026-11-01T01:30:00');
});

test('empty, unreadable or impossible input names no instant', () => {
  for (const v of ['', 'soon', '2026-02-30T10:00', '2026-13-01T10:00', '2026-10-10T24:00', '2026-10-10 19:30'])
    expect(zonedWallToIso(v, 'UTC')).toBeNull();
});

test('the site’s zone is used when set and known; otherwise the viewer’s', () => {
  expect(isTimeZone('America/Chicago')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
  expect(isTimeZone('')).toBe(false);
  expect(siteTimeZone({ timeZone: 'Europe/Paris' }, 'UTC')).toBe('Europe/Paris');
  expect(siteTimeZone({ timeZone: 'Mars/Olympus' }, 'UTC')).toBe('UTC');
  expect(siteTimeZone({}, 'Asia/Tokyo')).toBe('Asia/Tokyo');
  expect(timeZoneNames()).toEqual(expect.arrayContaining(['UTC', 'America/New_York', 'Europe/London']));
});
