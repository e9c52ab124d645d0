/**
 * The server render's data, handed to the browser: the finished public queries of the server's store, and the
 * same entries put into the browser's store before it hydrates, so the pages find their data at once and
 * fetch nothing before they are shown.
 */
import type { SsrQueryEntry } from '@laurel/domain';
import { api } from '../api';

interface QueryState {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

/** The fulfilled queries of a store's state, as entries for `seedQueries`. */
export function fulfilledQueries(state: {
  [api.reducerPath]: { queries: Record<string, QueryState | undefined> };
}): SsrQueryEntry[] {
  return Object.values(state[api.reducerPath].queries)
    .filter((q): q is Required<QueryState> => q?.status === 'fulfilled' && typeof q.endpointName === 'string')
    .map((q) => ({ endpointName: q.endpointName, arg: q.originalArgs, value: q.data }));
}

/** Puts entries from `fulfilledQueries` into a store's cache (endpoints must be injected first). */
export function seedQueries(dispatch: (action: unknown) => unknown, entries: SsrQueryEntry[]): void {
  if (entries.length === 0) return;
  // The entries name endpoints injected by the remotes at run time: the typed form cannot know them.
  dispatch(api.util.upsertQueryEntries(entries as never));
}
