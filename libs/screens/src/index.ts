/**
 * `@laurel/screens`: what kiosks and cast screens share — the heartbeat, self-recovery (watchdog) and the
 * record a self-reload leaves. The service workers' strategies are the second entry,
 * `@laurel/screens/service-worker`.
 */
export * from './heartbeat';
export * from './pairing';
export * from './watchdog';
export * from './crash-reload';
export * from './reload-record';
export * from './screen-id';
export * from './use-until';
