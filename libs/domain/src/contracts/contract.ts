/**
 * An API route's contract, as data: who may call it, the TypeBox schemas of its params, query, headers, body and
 * replies, and the lines docs/api.md shows for it. A table's key is the route itself, `METHOD /path` under
 * /api/v1 (`:name` for a path parameter): the API registers and checks its routes by it, the client builds
 * its URLs from it (`apiUrl`) and takes its types from the schemas; docs/api.md is generated from the tables.
 */
import type { TSchema } from '@sinclair/typebox';

/** Who may call a route, as the API enforces it (services/api's `authorize`). */
export type Access = 'public' | 'signed-in' | 'editor' | 'admin' | 'internal';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ContractKey = `${HttpMethod} /${string}`;

export interface RouteContract {
  readonly access: Access;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly headers?: TSchema;
  readonly body?: TSchema;
  readonly response?: { readonly [status: number]: TSchema };
  readonly consumes?: readonly string[];
  readonly produces?: readonly string[];
  /** docs/api.md's columns where the schema alone does not say it: who (beside the access level), input, reply. */
  readonly doc?: { readonly who?: string; readonly input?: string; readonly reply?: string };
}

export type ContractTable = { readonly [key: ContractKey]: RouteContract };

/** One section of docs/api.md and its routes. */
export interface ContractSection<T extends ContractTable = ContractTable> {
  readonly title: string;
  readonly routes: T;
}

/** Splits a contract key into its method and path. */
export function methodAndPath(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}
