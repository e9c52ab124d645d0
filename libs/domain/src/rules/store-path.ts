import { MESSAGES, invalidPage, pathNotFound } from './messages';

/**
 * SPEC §5 store setter: a payload names page, group, type and name of a value that must already exist in
 * the styling state (state[page][group][type][name]). Returns the error message, or null when valid.
 */
export interface StorePathPayload {
  page: string;
  group: string;
  type: string;
  name: string;
  value: unknown;
}

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (t: unknown, key: string): boolean => isTree(t) && Object.prototype.hasOwnProperty.call(t, key);

export function storePathError(state: Tree, payload: Partial<StorePathPayload> | null | undefined): string | null {
  const p = payload ?? {};
  const keys = [p.page, p.group, p.type, p.name];
  if (!keys.every((k) => typeof k === 'string' && k !== '') || p.value === undefined) return MESSAGES.payloadInvalid;
  const [page, group, type, name] = keys as string[];
  if (!own(state, page)) return invalidPage(page);
  const g = (state[page] as Tree)[group];
  const t = own(state[page], group) && isTree(g) ? g[type] : undefined;
  if (!own(g, type) || !own(t, name)) return pathNotFound(page, group, type, name);
  return null;
}

/** Returns a new state with the value set; throws the SPEC message when the payload is invalid. */
export function setStorePath<S extends Tree>(state: S, payload: StorePathPayload): S {
  const error = storePathError(state, payload);
  if (error) throw new Error(error);
  const { page, group, type, name, value } = payload;
  const p = state[page] as Tree;
  const g = p[group] as Tree;
  const t = g[type] as Tree;
  return { ...state, [page]: { ...p, [group]: { ...g, [type]: { ...t, [name]: value } } } };
}
