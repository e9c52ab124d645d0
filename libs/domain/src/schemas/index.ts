/** TypeBox schemas for every entity (SPEC §3) and the request bodies: one source for validation, types and OpenAPI. */
export * from './common';
export * from './site';
export * from './category';
export * from './entry';
export * from './people';
export * from './inputs';
