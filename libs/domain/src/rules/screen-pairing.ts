/**
 * Screen pairing (issue 24): a screen the site does not know yet asks for a short code, shows it, and an admin
 * enters it on the Cast screens settings page. Only then is it a screen of the site (listed, counted,
 * monitored). Codes use an alphabet without look-alikes (no 0/O, 1/I/L) and last PAIRING_TTL_MS.
 */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_TTL_MS = 15 * 60_000;
/** How often a waiting screen asks whether it has been paired. */
export const PAIRING_POLL_MS = 3000;
/** The standalone player's address a new TV opens (any unknown screen id works the same way). */
export const CAST_PAIRING_PATH = '/cast/pair';
/** The kiosk address parameter that makes an unpaired kiosk show its pairing code. */
export const KIOSK_PAIR_PARAM = 'pair';

/** What an admin typed, as stored: capitals, without spaces or dashes ("abc-12 3" → "ABC123"). */
export const normalizePairingCode = (input: string): string => input.toUpperCase().replace(/[\s-]+/g, '');

export const isPairingCode = (code: string): boolean =>
  code.length === PAIRING_CODE_LENGTH && [...code].every((c) => PAIRING_CODE_ALPHABET.includes(c));

/** "ABC123" → "ABC 123": easier to read across a room. */
export const spacedPairingCode = (code: string): string => `${code.slice(0, 3)} ${code.slice(3)}`;
