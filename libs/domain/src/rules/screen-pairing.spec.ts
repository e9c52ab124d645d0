import {
  isPairingCode,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  spacedPairingCode,
} from './screen-pairing';

it('codes leave out characters that look alike, and are read back however an admin types them', () => {
  for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(PAIRING_CODE_ALPHABET).not.toContain(lookAlike);
  expect(PAIRING_CODE_LENGTH).toBe(6);
  expect(normalizePairingCode(' abc-23 4 ')).toBe('ABC234');
  expect(isPairingCode('ABC234')).toBe(true);
  expect(isPairingCode('ABC23')).toBe(false);
  expect(isPairingCode('ABC2O4')).toBe(false);
  expect(spacedPairingCode('ABC234')).toBe('ABC 234');
});
