/**
 * The client's one URL builder: a route's path under /api/v1 from its contract key, with its `:params` filled
 * (encoded) and an optional query. Only the key's text is read, so no contract or schema reaches a bundle; the
 * key, the parameter names and the reply/body types are checked against the contract tables at compile time.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { ApiContracts, ApiKey } from './index';

type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer R}`
  ? N | ParamNames<`/${R}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

/** A route's path parameters, by name. */
export type PathParams<K extends ApiKey> = { readonly [N in ParamNames<PathOf<K>>]: string };
type SchemaAt<K extends ApiKey, F extends string> = ApiContracts[K] extends {
  readonly [P in F]: infer S extends TSchema;
}
  ? Static<S>
  : never;
/** The 200 (else 201, else 202) reply of a route. */
export type ReplyOf<K extends ApiKey> = ApiContracts[K] extends { readonly response: infer R }
  ? R extends { readonly 200: infer S extends TSchema }
    ? Static<S>
    : R extends { readonly 201: infer S extends TSchema }
      ? Static<S>
      : R extends { readonly 202: infer S extends TSchema }
        ? Static<S>
        : void
  : void;
export type BodyOf<K extends ApiKey> = SchemaAt<K, 'body'>;
export type QueryOf<K extends ApiKey> = SchemaAt<K, 'query'>;

/** A query's values; `undefined` and `null` are left out. */
export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

type ParamArgs<K extends ApiKey> = [ParamNames<PathOf<K>>] extends [never]
  ? [params?: Record<string, never>, query?: QueryValues]
  : [params: PathParams<K>, query?: QueryValues];

export function apiUrl<K extends ApiKey>(key: K, ...args: ParamArgs<K>): string;
export function apiUrl(key: string, params?: Readonly<Record<string, string>>, query?: QueryValues): string {
  // One pass drops the method and fills each `:name` (a key without names never reads `params`).
  let url = key.replace(/^\S+ |:(\w+)/g, (_m, name?: string) => (name ? encodeURIComponent(params![name]) : ''));
  for (const name in query) {
    const value = query[name];
    if (value != null)
      url += `${url.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  }
  return url;
}
