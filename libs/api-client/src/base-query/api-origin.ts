/** The API lives under `/api/v1` of the page's own origin; tests and standalone pages may point elsewhere. */
export const API_BASE = '/api/v1';

let apiOrigin = '';

/** Sets the origin (scheme://host:port) the API is called on; '' means the page's own origin. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  return `${apiOrigin}${API_BASE}`;
}

let fetchImpl: typeof fetch | undefined;

/**
 * The fetch the API is called with: the global one unless set. The server render (apps/shell/src/server) sets
 * one that answers from the API in-process, as an anonymous visitor.
 */
export function setApiFetch(fn: typeof fetch | undefined): void {
  fetchImpl = fn;
}

export function apiFetch(): typeof fetch | undefined {
  return fetchImpl;
}
