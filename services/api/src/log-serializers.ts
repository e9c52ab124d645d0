/**
 * The request as the logs show it: Fastify's usual fields, with an access token named in the query (an
 * editor's live-update stream, GET /sites/{siteId}/events?access_token=…) replaced by `[redacted]`.
 */
import type { FastifyRequest } from 'fastify';

export const redactUrl = (url: string): string => url.replace(/([?&]access_token=)[^&#]*/gi, '$1[redacted]');

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
