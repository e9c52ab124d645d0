/**
 * Screen pairing (issue 24): POST /screen-pairings (a screen asks for a code; anyone, bounded per address),
 * GET /screen-pairings/{pairingId} (the screen asks whether it has been paired) and
 * POST /sites/{siteId}/screen-pairings (a site admin enters the code and names the screen).
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, Nullable, OneOf } from '../common';
import { SCREEN_KINDS } from '../../rules/screen-health';
import { Strict } from './common';

export const StartPairingBodySchema = Strict({
  kind: OneOf(SCREEN_KINDS),
  /** The site a kiosk shows (a kiosk can only be paired to it); a TV does not know its site yet. */
  siteId: Type.Optional(IdSchema),
});

export const PairingStartedSchema = Type.Object({
  /** The screen's secret handle on its pairing: only it can learn the screen id it is given. */
  pairingId: Type.String(),
  /** The code the screen shows (6 characters). */
  code: Type.String(),
  expiresAt: Type.String(),
  /** How often to ask whether it has been paired (ms). */
  pollMs: Type.Integer(),
});

export const PairingParams = Type.Object({ pairingId: Type.String({ pattern: '^[0-9a-f]{64}$' }) });

export const PairingStateSchema = Type.Object({
  state: OneOf(['waiting', 'paired'] as const),
  /** The id the screen now runs under, once paired (a cast screen's player URL, a kiosk's heartbeat id). */
  screenId: Nullable(Type.String()),
  siteId: Nullable(Type.String()),
  expiresAt: Type.String(),
});

export const PairScreenInputSchema = Strict({
  /** As shown on the screen; spaces, dashes and lower case are accepted. */
  code: Type.String({ minLength: 1, maxLength: 20 }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  /** A TV's folders (optional: they can be chosen afterwards in the screen's editor). */
  categoryIds: Type.Optional(Type.Array(IdSchema, { maxItems: 200 })),
});

export const PairedScreenSchema = Type.Object({
  screenId: Type.String(),
  kind: OneOf(SCREEN_KINDS),
  name: Type.String(),
});

export type StartPairingBody = Static<typeof StartPairingBodySchema>;
export type PairingStarted = Static<typeof PairingStartedSchema>;
export type PairingState = Static<typeof PairingStateSchema>;
export type PairScreenInput = Static<typeof PairScreenInputSchema>;
export type PairedScreen = Static<typeof PairedScreenSchema>;
