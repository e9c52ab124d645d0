/**
 * Configuration from the environment, validated once at start. Fails fast with a message that names
 * the variable and what it expects. JWT_SECRET, when unset, is generated and kept in DATA_DIR (only without
 * MONGODB_URI: a shared database means replicas, and they must share the secret).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { REPO_ROOT } from './api-root';
import { loadMediaStoreConfig, MediaStoreConfigError, type MediaStoreConfig } from './services/media-store/config';
import { loadScreenAlertConfig, ScreenAlertConfigError, type ScreenAlertConfig } from './config-screen-alerts';
import { loadSecurityConfig, SecurityConfigError, type SecurityConfig } from './config-security';
import { loadOidcConfig, OidcConfigError, type OidcConfig } from './config-oidc';
import { CanvaConfigError, loadCanvaConfig, type CanvaConfig } from './config-canva';
import { EmbeddingsConfigError, loadEmbeddingsConfig, type EmbeddingsConfig } from './config-embeddings';
import { loadPublicOrigins, PublicOriginConfigError } from './config-public-origin';

export interface AppConfig extends SecurityConfig {
  port: number;
  host: string;
  /** Where visitors reach the site (PUBLIC_ORIGIN; config-public-origin.ts): absolute URLs are built from these. */
  publicOrigins: string[];
  dataDir: string;
  mongoUri: string | null;
  jwtSecret: string;
  oidc: OidcConfig | null;
  /** The Canva importer (config-canva.ts); null = not set up. */
  canva: CanvaConfig | null;
  /** Semantic media search's embeddings provider (config-embeddings.ts); null = off, text search answers. */
  embeddings: EmbeddingsConfig | null;
  logLevel: string;
  mediaMaxBytes: number;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtl: number;
  /** Sign-in attempts allowed per client (services/client-key.ts) per minute, whatever the accounts. */
  loginRateLimit: number;
  /** Folder holding the apps' builds (apps/<name>/dist). */
  appsDir: string;
  /** Optional file replacing the generated /remotes.json. */
  remotesJson: string | null;
  /** Optional file served as /config.json (the shell's runtime config); `{}` when unset. */
  configJson: string | null;
  /** Origins allowed by CORS (front ends deployed elsewhere); empty = same origin only. */
  corsOrigins: string[];
  /** Where media files live (services/media-store/config.ts): GridFS by default with MONGODB_URI, else disk. */
  mediaStore: MediaStoreConfig;
  /** Offline-screen alerts: SMTP, public address for links, check interval (config-screen-alerts.ts). */
  screenAlerts: ScreenAlertConfig;
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
  }
  return n;
}

/** Reads DATA_DIR/jwt-secret, creating it (mode 600) with 48 random bytes on first use. */
export function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  let security: SecurityConfig;
  try {
    security = loadSecurityConfig(env, overrides);
  } catch (err) {
    if (err instanceof SecurityConfigError) throw new ConfigError(err.message);
    throw err;
  }
  const dataDirRaw = overrides.dataDir ?? env.DATA_DIR ?? './data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(process.cwd(), dataDirRaw);
  const mongoUri = overrides.mongoUri !== undefined ? overrides.mongoUri : env.MONGODB_URI || null;
  if (mongoUri && !/^mongodb(\+srv)?:\/\//.test(mongoUri)) {
    throw new ConfigError(`MONGODB_URI must start with mongodb:// or mongodb+srv:// (got "${mongoUri}").`);
  }
  const logLevel = overrides.logLevel ?? env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  const host = overrides.host ?? env.HOST ?? '127.0.0.1';
  if (!host.trim()) throw new ConfigError('HOST must not be empty.');

  let oidc: OidcConfig | null;
  try {
    oidc = overrides.oidc !== undefined ? overrides.oidc : loadOidcConfig(env);
  } catch (err) {
    if (err instanceof OidcConfigError) throw new ConfigError(err.message);
    throw err;
  }

  let canva: CanvaConfig | null;
  try {
    canva = overrides.canva !== undefined ? overrides.canva : loadCanvaConfig(env);
  } catch (err) {
    if (err instanceof CanvaConfigError) throw new ConfigError(err.message);
    throw err;
  }

  let embeddings: EmbeddingsConfig | null;
  try {
    embeddings = overrides.embeddings !== undefined ? overrides.embeddings : loadEmbeddingsConfig(env);
  } catch (err) {
    if (err instanceof EmbeddingsConfigError) throw new ConfigError(err.message);
    throw err;
  }

  let jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET;
  if (jwtSecret !== undefined && jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  // A secret generated here would be this process's own: replicas sharing a database must share one secret,
  // or a sign-in through one replica is refused by the others.
  if (!jwtSecret && mongoUri)
    throw new ConfigError(
      'JWT_SECRET must be set when MONGODB_URI is set: every API replica on the database must sign and check sign-ins with the same secret (at least 32 characters, e.g. `openssl rand -base64 48`).',
    );
  if (!jwtSecret) jwtSecret = persistedSecret(dataDir);

  let mediaStore: MediaStoreConfig;
  try {
    mediaStore = overrides.mediaStore ?? loadMediaStoreConfig(env, mongoUri);
  } catch (err) {
    if (err instanceof MediaStoreConfigError) throw new ConfigError(err.message);
    throw err;
  }

  let screenAlerts: ScreenAlertConfig;
  try {
    screenAlerts = overrides.screenAlerts ?? loadScreenAlertConfig(env);
  } catch (err) {
    if (err instanceof ScreenAlertConfigError) throw new ConfigError(err.message);
    throw err;
  }

  const port = overrides.port ?? intVar(env, 'PORT', 3000, 0, 65535);
  let publicOrigins: string[];
  try {
    publicOrigins = overrides.publicOrigins ?? loadPublicOrigins(env, host, port);
  } catch (err) {
    if (err instanceof PublicOriginConfigError) throw new ConfigError(err.message);
    throw err;
  }

  return {
    ...security,
    screenAlerts,
    mediaStore,
    port,
    host,
    publicOrigins,
    dataDir,
    mongoUri,
    jwtSecret,
    oidc,
    canva,
    embeddings,
    logLevel,
    mediaMaxBytes: overrides.mediaMaxBytes ?? intVar(env, 'MEDIA_MAX_BYTES', 50 * 1024 * 1024, 1024, 2 ** 31),
    accessTokenTtl: overrides.accessTokenTtl ?? intVar(env, 'ACCESS_TOKEN_TTL', 900, 10, 86400),
    refreshTokenTtl: overrides.refreshTokenTtl ?? intVar(env, 'REFRESH_TOKEN_TTL', 30 * 86400, 60, 365 * 86400),
    loginRateLimit: overrides.loginRateLimit ?? intVar(env, 'LOGIN_RATE_LIMIT', 10, 1, 100000),
    appsDir: overrides.appsDir ?? join(REPO_ROOT, 'apps'),
    remotesJson: overrides.remotesJson !== undefined ? overrides.remotesJson : env.REMOTES_JSON || null,
    configJson: overrides.configJson !== undefined ? overrides.configJson : env.CONFIG_JSON || null,
    corsOrigins:
      overrides.corsOrigins ??
      (env.CORS_ORIGINS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
  };
}
