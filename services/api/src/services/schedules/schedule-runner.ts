/**
 * Carrying out due schedules. Every API process runs this each second; each due schedule is claimed with one
 * atomic update, so exactly one process carries it out. The process renews its claim every CLAIM_RENEW_MS while
 * it works, so a claim left by a process that stopped midway (a restart at the wrong moment) is taken again
 * STALE_CLAIM_MS later by any process, while a long one (a big folder) is never taken from a live process
 * (setting `isLive` twice is harmless anyway). The write emits the change notice
 * at once (on other replicas through the change stream), and keeps a version like any save.
 */
import type { FastifyInstance } from 'fastify';
import type { ScheduleDoc, StoredUser } from '../../plugins/app/repositories';
import type { AuthedCtx } from '../context';
import { carryOut } from './carry-out';

export const STALE_CLAIM_MS = 5_000;
export const CLAIM_RENEW_MS = 1_000;

async function ctxOf(app: FastifyInstance, s: ScheduleDoc): Promise<AuthedCtx | null> {
  const site = await app.repos.sites.findBySiteId(s.siteID);
  if (!site) return null;
  const user = (await app.repos.users.byEmail(s.by)) ?? ({ email: s.by } as StoredUser);
  return { app, site, user };
}

/** Claims and carries out every schedule due at `now`; returns how many this process carried out. */
export async function runDueSchedules(app: FastifyInstance, worker: string, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  const staleBefore = new Date(now - STALE_CLAIM_MS).toISOString();
  let count = 0;
  for (const id of await app.repos.schedules.due(at, staleBefore)) {
    const s = await app.repos.schedules.claim(id, worker, at, staleBefore);
    if (!s) continue;
    const renew = setInterval(
      () => void app.repos.schedules.renew(id, worker, new Date().toISOString()).catch(() => undefined),
      CLAIM_RENEW_MS,
    );
    try {
      const ctx = await ctxOf(app, s);
      if (!ctx) throw new Error('The site was removed.');
      await carryOut(ctx, s);
      await app.repos.schedules.finish(id, worker, 'done');
      count++;
    } catch (err) {
      app.log.warn({ err, scheduleId: id }, 'a scheduled publish failed');
      await app.repos.schedules.finish(id, worker, 'failed', err instanceof Error ? err.message : String(err));
    } finally {
      clearInterval(renew);
    }
  }
  return count;
}
