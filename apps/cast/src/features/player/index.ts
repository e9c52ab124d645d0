/** The slideshow of one cast screen (SPEC §4), and the boundary that restarts it after a failure. */
export { CastPlayer } from './components/cast-player';
export { PlayerBoundary } from './components/player-boundary';
