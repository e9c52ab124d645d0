/**
 * The site's time zone (issue 29): schedules are entered and shown in it, whichever zone the editor's computer
 * is in. An IANA zone name ('America/Chicago'); a site without one uses the viewer's zone until an admin sets it.
 */

/** True when `tz` is an IANA time zone the runtime knows. */
export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || !tz.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneError = (tz: string): string =>
  `“${tz}” is not a time zone we know. Choose one from the list, such as America/New_York or Europe/London.`;

/** The zone schedules use: the site's when set and known, otherwise `fallback` (the viewer's). */
export const siteTimeZone = (site: { timeZone?: string | null } | null | undefined, fallback: string): string =>
  site?.timeZone && isTimeZone(site.timeZone) ? site.timeZone : fallback;

/** Every zone the runtime knows (for the settings' searchable list); UTC included. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function wallAt(t: number, timeZone: string): Wall {
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

const asUtc = (w: Wall): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC at instant `t`, in ms (positive east of Greenwich). */
export const zoneOffsetAt = (t: number, timeZone: string): number => asUtc(wallAt(t, timeZone)) - t;

/**
 * The instant a wall-clock time in `timeZone` names ('2026-10-10T19:30' or with seconds, as a `datetime-local`
 * input gives it); null when empty or unreadable. A time that does not exist (skipped when clocks go forward)
 * is read as the same time on the clock before the change (02:30 becomes 03:30 local); a time that happens
 * twice (clocks go back) is the first of the two.
 */
export function zonedWallToIso(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map((x) => Number(x ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(wall).getUTCDate() !== day) return null;
  // The offsets a few hours either side cover the change; the earlier instant wins when both fit.
  const offsets = [...new Set([zoneOffsetAt(wall - 86_400_000, timeZone), zoneOffsetAt(wall + 86_400_000, timeZone)])];
  const fits = offsets.map((o) => wall - o).filter((t) => asUtc(wallAt(t, timeZone)) === wall);
  if (fits.length > 0) return new Date(Math.min(...fits)).toISOString();
  // Skipped: the offset before the change, as a clock not yet moved on would read it.
  return new Date(wall - Math.min(...offsets)).toISOString();
}

/** An instant as a `datetime-local` value ('2026-10-10T19:30:00') on the wall clock of `timeZone`. */
export function isoToZonedWall(iso: string, timeZone: string): string {
  const w = wallAt(Date.parse(iso), timeZone);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${p(w.month)}-${p(w.day)}T${p(w.hour)}:${p(w.minute)}:${p(w.second)}`;
}

/** "Sat 10 Oct, 7:30 pm" in `timeZone` (seconds shown when not :00). */
export function formatScheduleWhen(iso: string, timeZone: string): string {
  const d = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone })
    .format(d)
    .replace(/,/g, '');
  const seconds = d.getUTCSeconds() !== 0;
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hour12: true,
    timeZone,
  })
    .format(d)
    .replace(/\u202f|\s/g, ' ')
    .toLowerCase();
  return `${day}, ${time}`;
}

/** "Goes live Sat 10 Oct, 7:30 pm" or "Goes offline …", in the site's zone. */
export const scheduleLabelIn = (s: { action: 'publish' | 'unpublish'; at: string }, timeZone: string): string =>
  `${s.action === 'publish' ? 'Goes live' : 'Goes offline'} ${formatScheduleWhen(s.at, timeZone)}`;
