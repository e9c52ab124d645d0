/** The message of an API error reply (`{statusCode, error, message}`), or a plain fallback. */
export function apiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const e = error as { status?: unknown; data?: { message?: unknown } } | undefined;
  if (typeof e?.data?.message === 'string' && e.data.message) return e.data.message;
  if (e?.status === 'FETCH_ERROR') return 'The server could not be reached. Check the connection and try again.';
  return fallback;
}

/** The HTTP status of an RTK Query error, when it has one. */
export const apiErrorStatus = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};
