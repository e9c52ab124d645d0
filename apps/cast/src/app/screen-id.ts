/** The screen id of a standalone player URL: /cast/{screenId} (trailing slash, query and hash ignored). */
export function screenIdFromPath(pathname: string): string | null {
  const match = /^\/cast\/([^/?#]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
