/** A TV's heartbeat and self-recovery (standalone player only). */
export { CastHealth } from './cast-health';
