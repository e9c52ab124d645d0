/**
 * The moments coming up in each site (issue 29): when a scheduled publish or unpublish is due in the next
 * UPCOMING_MS. Every API process refreshes it each second from the database (schedule-timer.ts) and adds the
 * schedules it creates at once, so each replica knows a reveal is near and sends cache headers that let no
 * cache keep a reply past it (cache-control.ts `publicReadBefore`).
 */

/** How far ahead the moments are known: the longest a public reply may be served by a cache (s-maxage + SWR) and more. */
export const UPCOMING_MS = 15_000;

export class RevealClock {
  private bySite = new Map<string, number[]>();

  /** The moments read from the database (schedules not carried out yet, due within UPCOMING_MS or overdue). */
  replace(list: { siteID: string; at: string }[]): void {
    const next = new Map<string, number[]>();
    for (const { siteID, at } of list) next.set(siteID, [...(next.get(siteID) ?? []), Date.parse(at)]);
    this.bySite = next;
  }

  /** A schedule this process just created (known before the next refresh). */
  add(siteId: string, at: string): void {
    this.bySite.set(siteId, [...(this.bySite.get(siteId) ?? []), Date.parse(at)]);
  }

  /**
   * Milliseconds until the site's next moment (0 once due and until it is carried out: a reply made meanwhile
   * still shows the site from before it), or null when none is within UPCOMING_MS.
   */
  msUntil(siteId: string, now = Date.now()): number | null {
    const ahead = (this.bySite.get(siteId) ?? []).map((t) => Math.max(0, t - now)).filter((ms) => ms <= UPCOMING_MS);
    return ahead.length > 0 ? Math.min(...ahead) : null;
  }
}
