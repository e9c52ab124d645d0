/**
 * Builds the Fastify app: external plugins (database, security, auth tokens, OpenAPI, static front ends),
 * then app plugins (validation, errors, repositories, change events, identity), then the routes under /api/v1.
 * Routes use the TypeBox type provider: request and reply types come from the route schemas of @laurel/domain.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from 'mongodb';
import { loadConfig, type AppConfig } from './config';
import mongodb from './plugins/external/mongodb';
import jwt from './plugins/external/jwt';
import security from './plugins/external/security';
import { cspExtras } from './plugins/external/csp-config';
import { logSerializers } from './log-serializers';
import swagger from './plugins/external/swagger';
import staticApps from './plugins/external/static';
import validation from './plugins/app/validation';
import errorHandler from './plugins/app/error-handler';
import jsonBody from './plugins/app/json-body';
import repositories from './plugins/app/repositories';
import events from './plugins/app/events';
import authenticate from './plugins/app/authenticate';
import retention from './plugins/app/retention';
import versionRetention from './plugins/app/version-retention';
import scheduleTimer from './plugins/app/schedule-timer';
import pageMeta from './plugins/app/page-meta';
import publicView from './plugins/app/public-view';
import publicPages from './plugins/app/public-pages';
import seoFiles from './plugins/app/seo-files';
import compress from './plugins/external/compress';
import screenMonitor from './plugins/app/screen-monitor';
import routes from './routes';

export interface BuildAppOptions {
  /** Overrides of the configuration read from the environment. */
  config?: Partial<AppConfig>;
  /** An already connected database (nothing is started or closed for it). */
  db?: Db;
  /** Start the embedded database without files (tests). */
  inMemoryDb?: boolean;
  /** Fastify logger option; defaults to the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Environment to read configuration from (defaults to process.env). */
  env?: NodeJS.ProcessEnv;
  /** A folder where compiled route schemas are kept between starts (tests; plugins/app/schema-code-cache.ts). */
  schemaCodeCache?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/**
 * Request bodies above this size get 413: the largest real JSON body, a bulk save's chunk. Anonymous routes have
 * smaller limits of their own (plugins/app/json-body.ts BODY_LIMITS), site-file imports and uploads larger ones.
 */
export const BODY_LIMIT = 2 * 1024 * 1024;

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const csp = cspExtras(config);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: logSerializers },
    bodyLimit: BODY_LIMIT,
    // A plugin (the database connection, the embedded server's start) may take longer than Fastify's 10 s on a
    // busy machine: waiting is better than a server that exits because its database came up at 11 s.
    pluginTimeout: 60_000,
    // A replica that is stopping (SIGTERM: a rolling restart) serves what still reaches it on an open connection,
    // with `Connection: close`, while its database is still open, instead of answering 503: the edge does not
    // resend a POST that reached a replica, but it does resend one whose new connection is refused, and once this
    // listener is closed every new connection is (deploy/edge.conf, the cluster test's rolling restart).
    return503OnClosing: false,
    // X-Forwarded-For is believed only from the proxies listed in TRUST_PROXY (none by default).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);

  await app.register(validation, { codeCache: options.schemaCodeCache });
  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(mongodb, {
    uri: config.mongoUri,
    dataDir: config.dataDir,
    db: options.db,
    inMemory: options.inMemoryDb,
  });
  await app.register(security, {
    corsOrigins: config.corsOrigins,
    mediaMaxBytes: config.mediaMaxBytes,
    csp,
  });
  await app.register(jwt, { secret: config.jwtSecret, accessTokenTtl: config.accessTokenTtl });
  await app.register(swagger);
  await app.register(staticApps, {
    appsDir: config.appsDir,
    remotesJson: config.remotesJson,
    configJson: config.configJson,
  });

  await app.register(repositories);
  await app.register(events, { watchDatabase: Boolean(config.mongoUri) });
  await app.register(authenticate);
  await app.register(retention);
  await app.register(versionRetention);
  await app.register(scheduleTimer);
  await app.register(pageMeta);
  // Before the routes: public views mark their routes first, then compression takes the rest.
  await app.register(publicView);
  await app.register(publicPages);
  await app.register(seoFiles);
  await app.register(compress);
  await app.register(screenMonitor);

  await app.register(routes, { prefix: '/api/v1' });
  return app;
}
