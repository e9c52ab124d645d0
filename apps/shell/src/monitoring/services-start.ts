/**
 * What monitoring, flags and guidance need to start, as one chunk of its own: the page loads it only when
 * /config.json configures one of them, so visitors' first load carries none of this code.
 */
export { flagContext, hashEmail } from './monitoring-rules';
export { startDatadog } from './start-datadog';
export { startFlags } from './start-flags';
export { startGuidance } from './start-guidance';
