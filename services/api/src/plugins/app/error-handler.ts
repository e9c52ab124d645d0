/**
 * One error shape for every reply: `{statusCode, error, message}`. Validation and client errors keep their
 * message; server errors are logged and answered with a generic message (never a stack trace), except
 * HttpErrors of 5xx thrown on purpose (upstream calendar/Twitter failures), whose message is for users.
 */
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { MESSAGES } from '@laurel/domain';
import { HttpError } from './http-errors';

interface ErrorLike {
  statusCode?: number;
  code?: string | number;
  message?: string;
  validation?: unknown;
}

export default fp(
  async (app) => {
    app.setErrorHandler((err: ErrorLike, request, reply) => {
      let statusCode = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
      let message = err.message ?? 'Error';
      if (err.code === 11000) {
        statusCode = 409;
        message = 'A document with this id already exists.';
      }
      if (err instanceof HttpError && err.alreadyLogged) {
        request.log.debug({ err }, 'request failed');
      } else if (statusCode >= 500 && err instanceof HttpError) {
        // A deliberate server-side answer (e.g. 502 from an upstream calendar, 503 feature off): its message is meant for users.
        request.log.warn({ err }, 'request failed');
      } else if (statusCode >= 500) {
        request.log.error({ err }, 'request failed');
        message = MESSAGES.defaultServerError;
      } else if (err.validation) {
        message = message.replace(/^body\//, '').replace(/^body /, 'body ');
      }
      reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
    });
  },
  { name: 'error-handler' },
);
