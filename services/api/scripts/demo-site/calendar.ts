/** The demo's game schedule as an iCalendar file, served beside the media so the Calendar button works offline. */
import { pad } from './random';

/** One-off events, and weekly ones (RRULE) so the demo calendar always has something coming up. */
const GAMES: [string, string, string, string?][] = [
  ['2026-01-09T19:00:00', 'Friday Night Basketball', 'Northfield Fieldhouse', 'FREQ=WEEKLY;BYDAY=FR'],
  ['2026-01-13T17:30:00', 'Volleyball home match', 'Northfield Fieldhouse', 'FREQ=WEEKLY;BYDAY=TU'],
  ['2026-01-10T10:00:00', 'Saturday swim meet', 'Northfield Natatorium', 'FREQ=MONTHLY;BYDAY=2SA'],
  ['2026-09-04T19:00:00', 'Football vs. Lakeview', 'Husky Stadium'],
  ['2026-10-10T18:00:00', 'Hall of Fame Induction Ceremony', 'Northfield Fieldhouse'],
  ['2027-04-17T09:00:00', 'Northfield Track Invitational', 'Husky Stadium'],
  ['2027-10-09T18:00:00', 'Hall of Fame Induction Ceremony', 'Northfield Fieldhouse'],
];

const stamp = (iso: string) => iso.replace(/[-:]/g, '');

export function buildCalendar(): string {
  const events = GAMES.map(([start, summary, location, rrule], i) => {
    const end = new Date(`${start}Z`);
    end.setUTCHours(end.getUTCHours() + 2);
    const endIso = `${end.getUTCFullYear()}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}T${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}:00`;
    return [
      'BEGIN:VEVENT',
      `UID:northfield-game-${i + 1}@demo.laurel.test`,
      'DTSTAMP:20260115T120000Z',
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(endIso)}`,
      `SUMMARY:${summary}`,
      `LOCATION:${location}`,
      ...(rrule ? [`RRULE:${rrule}`] : []),
      'END:VEVENT',
    ].join('\r\n');
  });
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Laurel//Demo//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}
