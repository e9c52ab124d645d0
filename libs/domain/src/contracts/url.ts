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

export function apiUrl<K extends ApiKey>(key: K, ...[params, query]: ParamArgs<K>): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  const path = key
    .slice(key.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
  const pairs = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (!pairs.length) return path;
  return `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
}
