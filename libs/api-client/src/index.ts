export * from './api';
export * from './session-slice';
export * from './store';
export * from './endpoints/public-endpoints';
