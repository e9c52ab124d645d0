/** The site's emergency announcement over the whole screen. */
export { EmergencyOverlay } from './emergency-overlay';
