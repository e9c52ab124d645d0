/**
 * TypeBox schemas for every entity (SPEC §3) and every request and reply of the API (`./api`): one source
 * for validation, TypeScript types (`Static<typeof …>`, exported beside each schema) and OpenAPI.
 */
export * from './common';
export * from './site';
export * from './category';
export * from './entry';
export * from './people';
export * from './api';
