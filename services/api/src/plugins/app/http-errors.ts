/** Errors with an HTTP status, turned into `{statusCode, error, message}` by the error handler. */
import { STATUS_CODES } from 'node:http';

export const MSG_UNAUTHENTICATED = 'User must be authenticated to use this endpoint.';
export const MSG_FORBIDDEN = 'User does not have permissions to access this resource';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
  get error(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = MSG_UNAUTHENTICATED) => new HttpError(401, message);
export const forbidden = (message = MSG_FORBIDDEN) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
