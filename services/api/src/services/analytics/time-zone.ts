/**
 * Local calendar fields of instants in an IANA time zone, for counting by day, hour and weekday. The zone's
 * UTC offset is looked up per UTC day, and per hour on the days it changes, and remembered. Exact for every
 * zone whose offset changes on a UTC hour boundary, at most once a day.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface LocalParts {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
}

export class ZonedClock {
  private readonly format: Intl.DateTimeFormat;
  private readonly offsets = new Map<number, number>();

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  }

  /**
   * The zone's offset from UTC at instant `t` (ms; positive east of Greenwich). A UTC day whose start and end
   * have the same offset has it all day (zones change offset at most once a day); only the days of a change are
   * looked up hour by hour, so a year's report formats ~370 dates, not ~8,800.
   */
  offsetAt(t: number): number {
    const day = Math.floor(t / DAY) * DAY;
    const start = this.offsetAtHour(day / HOUR);
    return start === this.offsetAtHour(day / HOUR + 24) ? start : this.offsetAtHour(Math.floor(t / HOUR));
  }

  private offsetAtHour(key: number): number {
    let offset = this.offsets.get(key);
    if (offset === undefined) {
      const at = key * HOUR;
      const p = Object.fromEntries(this.format.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
      const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
      offset = asUtc - at;
      this.offsets.set(key, offset);
    }
    return offset;
  }

  /** Local date, hour and ISO weekday of instant `t`. */
  parts(t: number): LocalParts {
    const local = new Date(t + this.offsetAt(t));
    const day = local.getUTCDay();
    return { date: local.toISOString().slice(0, 10), hour: local.getUTCHours(), weekday: day === 0 ? 7 : day };
  }

  /** The instant local midnight starts `date` (YYYY-MM-DD) in this zone. */
  midnight(date: string): number {
    const [y, m, d] = date.split('-').map(Number);
    const guess = Date.UTC(y, m - 1, d);
    // Two passes settle the offset also when midnight falls next to a change of offset.
    const first = guess - this.offsetAt(guess);
    return guess - this.offsetAt(first);
  }
}
