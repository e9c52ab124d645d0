/** Errors with an HTTP status, turned into `{statusCode, error, message}` by the error handler. */
import { STATUS_CODES } from 'node:http';
import { MESSAGES } from '@laurel/domain';

export class HttpError extends Error {
  /** Set when the failure was logged where it happened (the error handler then only notes it at debug level). */
  alreadyLogged = false;
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
export const unauthorized = (message: string = MESSAGES.notAuthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.noPermission) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
