/**
 * The API's HTTP server, made for Fastify (its `serverFactory`) with one addition: a request may be answered
 * before Fastify routes it, by the `answer` a plugin sets (the public view's kept reads, see
 * plugins/app/public-view/kept-reads.ts). Anything `answer` declines goes to Fastify as usual, and
 * `app.inject` (tests, background refreshes) always goes to Fastify. The server gets the timeouts Fastify
 * gives its own (keep-alive, request and connection timeouts, requests per socket).
 */
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';

/** Answers a request and returns true, or returns false and leaves it untouched for Fastify. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface FastifyServerOptions {
  http?: ServerOptions | null;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
}

export class FrontDoor {
  private answer: EarlyAnswer | null = null;

  /** Sets (or, with null, removes) what answers requests before routing. */
  answerWith(answer: EarlyAnswer | null): void {
    this.answer = answer;
  }

  readonly serverFactory = (handler: Handler, options: Record<string, unknown>): Server => {
    const opts = options as unknown as FastifyServerOptions;
    const server = createServer(opts.http ?? {}, (req, res) => {
      const answer = this.answer;
      if (answer === null || !answer(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = opts.keepAliveTimeout;
    server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket && opts.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
}
