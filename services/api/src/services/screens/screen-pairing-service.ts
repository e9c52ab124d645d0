/**
 * Screen pairing (issue 24). A screen the site does not know asks for a code (anonymous, bounded per
 * address by its route) and shows it; a site admin enters the code and names the screen; only then is it a
 * screen of the site: a cast screen (a TV) or a paired kiosk. The screen learns the id it now runs under by
 * asking with its secret pairing id. Pending pairings are not screens: nothing lists, counts or alerts on them.
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  isPairingCode,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_POLL_MS,
  PAIRING_TTL_MS,
  spacedPairingCode,
  type PairedScreen,
  type PairingStarted,
  type PairingState,
  type PairScreenInput,
  type StartPairingBody,
} from '@laurel/domain';
import type { ScreenPairingDoc } from '../../plugins/app/repositories';
import { badRequest, HttpError, notFound } from '../../plugins/app/http-errors';
import { createScreen } from './cast-service';
import type { AuthedCtx } from '../context';
import { MAX_SCREENS_PER_SITE, TOO_MANY_SCREENS } from './screen-health-service';
import { actorOfCtx, recordActivity } from '../versions/record-version';

/** A paired screen's pairing is kept this long after it is paired, so the screen hears of it. */
const KEEP_AFTER_PAIRING_MS = 5 * 60_000;
const CODE_ATTEMPTS = 8;

export const PAIRING_GONE = 'This pairing has run out or does not exist; the screen asks for a new code.';
export const NO_SUCH_CODE = (code: string) =>
  `No screen is waiting with the code ${code}. Check the code on the screen (a code lasts 15 minutes; the screen then shows a new one).`;
export const KIOSK_OF_ANOTHER_SITE =
  'That kiosk shows another site: pair it on the Cast screens page of the site it shows.';
export const KIOSK_NEEDS_SITE = 'A kiosk asking for a pairing code must say which site it shows (siteId).';

const hashOf = (pairingId: string) => createHash('sha256').update(pairingId).digest('hex');
const newCode = () =>
  Array.from(
    { length: PAIRING_CODE_LENGTH },
    () => PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)],
  ).join('');

export async function startPairing(
  app: FastifyInstance,
  body: StartPairingBody,
  address: string,
): Promise<PairingStarted> {
  let siteID: string | null = null;
  if (body.kind === 'kiosk') {
    if (!body.siteId) throw badRequest(KIOSK_NEEDS_SITE);
    siteID = (await app.loadSite(body.siteId)).siteID;
  }
  const pairingId = randomBytes(32).toString('hex');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + PAIRING_TTL_MS);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const doc: ScreenPairingDoc = {
      _id: hashOf(pairingId),
      code: newCode(),
      kind: body.kind,
      siteID,
      address,
      createdAt: now,
      expiresAt,
      pairedScreenId: null,
      pairedSiteId: null,
    };
    if (await app.repos.screenPairings.start(doc))
      return { pairingId, code: doc.code, expiresAt: expiresAt.toISOString(), pollMs: PAIRING_POLL_MS };
  }
  throw new HttpError(503, 'No pairing code is free right now; try again in a minute.');
}

export async function pairingState(app: FastifyInstance, pairingId: string): Promise<PairingState> {
  const doc = await app.repos.screenPairings.current(hashOf(pairingId));
  if (!doc) throw notFound(PAIRING_GONE);
  return {
    state: doc.pairedScreenId ? 'paired' : 'waiting',
    screenId: doc.pairedScreenId,
    siteId: doc.pairedSiteId,
    expiresAt: doc.expiresAt.toISOString(),
  };
}

/**
 * An admin enters a screen's code: a TV becomes a new cast screen of the site (with the folders chosen, if
 * any), a kiosk a paired kiosk of the site it shows. The screen's own pairing is claimed once (two admins
 * entering the same code: one wins, the other is told no screen waits with it).
 */
export async function pairScreen(ctx: AuthedCtx, input: PairScreenInput): Promise<PairedScreen> {
  const { app, site } = ctx;
  const code = normalizePairingCode(input.code);
  const shown = isPairingCode(code) ? spacedPairingCode(code) : input.code.trim().slice(0, 20);
  const pairing = isPairingCode(code) ? await app.repos.screenPairings.pendingByCode(code) : null;
  if (!pairing) throw notFound(NO_SUCH_CODE(shown));
  if (pairing.kind === 'kiosk' && pairing.siteID !== site.siteID) throw badRequest(KIOSK_OF_ANOTHER_SITE);
  const name = input.name.trim();
  if (!name) throw badRequest('Give the screen a name, such as “Gym lobby TV”.');
  if (pairing.kind === 'kiosk' && (await app.repos.screens.countOfSite(site.siteID)) >= MAX_SCREENS_PER_SITE)
    throw new HttpError(409, TOO_MANY_SCREENS);
  const screenId = pairing.kind === 'cast' ? randomUUID() : `kiosk-${randomUUID()}`;
  const keepUntil = new Date(Math.max(pairing.expiresAt.getTime(), Date.now() + KEEP_AFTER_PAIRING_MS));
  if (!(await app.repos.screenPairings.claim(pairing._id, screenId, site.siteID, keepUntil)))
    throw notFound(NO_SUCH_CODE(shown));
  try {
    if (pairing.kind === 'cast') await createScreen(ctx, { name, categoryIds: input.categoryIds ?? [] }, screenId);
    else await app.repos.screens.addPairedKiosk(site.siteID, screenId, name);
  } catch (err) {
    await app.repos.screenPairings.release(pairing._id);
    throw err;
  }
  app.log.info({ siteId: site.siteID, screenId, kind: pairing.kind, by: ctx.user.email }, 'screen paired');
  await recordActivity(
    actorOfCtx(ctx),
    'screen-pairing',
    `Paired ${pairing.kind === 'cast' ? 'a TV' : 'a kiosk'}: ${name}`,
  );
  return { screenId, kind: pairing.kind, name };
}
