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
