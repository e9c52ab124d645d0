/** `@laurel/screens/service-worker`: what the cast player's and the kiosk's service workers share. */
export * from './names';
export * from './strategies';
export * from './worker-types';
