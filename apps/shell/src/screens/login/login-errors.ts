import { readQueryError } from '@laurel/api-client';

/** Words for a failed sign-in: the server's message when it gave one, else what happened and what to do. */
export function loginErrorMessage(error: unknown): string {
  const read = readQueryError(error);
  if (!read) return 'Sign-in failed. Please try again.';
  if (read.status === 'FETCH_ERROR' || read.status === 'TIMEOUT_ERROR') {
    return 'We could not reach the server. Check the connection and try again.';
  }
  if (read.status === 429) return 'Too many sign-in attempts. Wait a minute, then try again.';
  if (read.status === 400 || read.status === 401) return read.message ?? 'The email or password is not correct.';
  if (typeof read.status === 'number' && read.status >= 500) return 'The server had a problem. Try again in a moment.';
  return read.message ?? 'Sign-in failed. Please try again.';
}

/** Client-side checks before calling the API; null when the form can be sent. */
export function validateLogin(email: string, password: string): string | null {
  if (!email.trim()) return 'Enter your email address.';
  if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) return 'Enter a valid email address, like name@school.org.';
  if (!password) return 'Enter your password.';
  return null;
}
