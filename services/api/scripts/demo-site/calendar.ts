/** The demo's game schedule as an iCalendar file, served beside the media so the Calendar button works offline. */
import { pad } from './random';

const GAMES: [string, string, string][] = [
  ['2026-09-04T19:00:00', 'Football vs. Lakeview', 'Husky Stadium'],
  ['2026-09-11T19:00:00', 'Football at Central Catholic', 'Central Catholic Field'],
  ['2026-09-15T17:30:00', 'Volleyball vs. Westbrook', 'Northfield Fieldhouse'],
  ['2026-09-19T09:00:00', 'Cross Country: Northfield Invitational', 'Riverside Park'],
  ['2026-10-10T18:00:00', 'Hall of Fame Induction Ceremony', 'Northfield Fieldhouse'],
  ['2026-11-27T19:30:00', 'Boys Basketball season opener vs. Eastgate', 'Northfield Fieldhouse'],
  ['2026-12-05T10:00:00', 'Swimming: Husky Relays', 'Northfield Natatorium'],
];

const stamp = (iso: string) => iso.replace(/[-:]/g, '');

export function buildCalendar(): string {
  const events = GAMES.map(([start, summary, location], i) => {
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
      'END:VEVENT',
    ].join('\r\n');
  });
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Laurel//Demo//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}
