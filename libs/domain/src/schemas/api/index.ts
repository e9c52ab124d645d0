/**
 * The HTTP contract of docs/api.md as TypeBox schemas, one file per URL prefix: path parameters, queries,
 * bodies and replies. The API validates with them and publishes them as OpenAPI; the client's endpoints
 * take their request and reply types from them (`Static<…>`).
 */
export * from './common';
export * from './auth';
export * from './sites';
export * from './categories';
export * from './entries';
export * from './media';
export * from './users';
export * from './cast-screens';
export * from './analytics';
export * from './admin';
export * from './fonts';
export * from './screens';
export * from './screen-pairings';
export * from './canva';
export * from './versions';
export * from './schedules';
export * from './schedule-preview';
