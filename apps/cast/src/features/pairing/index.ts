/** The pairing code of a TV the site does not know yet. */
export { CastPairing } from './cast-pairing';
