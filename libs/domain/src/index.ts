export * from './rules';
export * from './schemas';
export { apiUrl } from './contracts/url';
export type { BodyOf, PathParams, QueryOf, QueryValues, ReplyOf } from './contracts/url';
export type { Access, ApiContracts, ApiKey, ContractKey, RouteContract } from './contracts';
export * from './remotes';
