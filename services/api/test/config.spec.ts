import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'laurel-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('defaults', () => {
  const c = loadConfig({ DATA_DIR: dir });
  expect(c).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    dataDir: dir,
    mongoUri: null,
    oidc: null,
    logLevel: 'info',
    mediaMaxBytes: 50 * 1024 * 1024,
  });
});

test('JWT_SECRET unset: generated once, kept in DATA_DIR (mode 600) and reused', () => {
  const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
});

test.each([
  [{ PORT: 'eighty' }, 'PORT must be a whole number between 0 and 65535 (got "eighty").'],
  [{ PORT: '70000' }, 'PORT must be a whole number between 0 and 65535 (got "70000").'],
  [{ MONGODB_URI: 'http://db' }, 'MONGODB_URI must start with mongodb:// or mongodb+srv:// (got "http://db").'],
  [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long.'],
  [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").'],
  [
    { OIDC_ISSUER: 'https://id.example.test/' },
    'OIDC_ISSUER needs OIDC_CLIENT_ID (sign-in in the browser) or OIDC_AUDIENCE (provider bearer tokens), or both.',
  ],
  [{ OIDC_CLIENT_ID: 'laurel' }, 'OIDC_CLIENT_ID is set but OIDC_ISSUER is not: set OIDC_ISSUER too.'],
  [
    { OIDC_ISSUER: 'https://id.example.test/', OIDC_CLIENT_ID: 'web', OIDC_TOKEN_AUTH_METHOD: 'client_secret_basic' },
    'OIDC_TOKEN_AUTH_METHOD client_secret_basic needs OIDC_CLIENT_SECRET.',
  ],
  [
    { OIDC_ISSUER: 'not a url', OIDC_AUDIENCE: 'a', OIDC_JWKS_URL: 'https://x/jwks' },
    'OIDC_ISSUER must be a URL (got "not a url").',
  ],
  [{ MEDIA_MAX_BYTES: '-1' }, 'MEDIA_MAX_BYTES must be a whole number between 1024 and 2147483648 (got "-1").'],
  [{ MEDIA_STORE: 'ftp' }, 'MEDIA_STORE must be disk, gridfs or s3 (got "ftp").'],
  [{ MEDIA_STORE: 's3' }, 'MEDIA_STORE=s3 needs S3_BUCKET, a bucket name (got "").'],
  [
    { MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' },
    'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.',
  ],
])('bad environment %o fails with a clear message', (env, message) => {
  expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
});

test('with MONGODB_URI (replicas share the database) JWT_SECRET is required, and no secret is generated', () => {
  expect(() => loadConfig({ DATA_DIR: dir, MONGODB_URI: 'mongodb://db:27017/laurel' })).toThrow(
    'JWT_SECRET must be set when MONGODB_URI is set: every API replica on the database must sign and check sign-ins with the same secret',
  );
  expect(() => readFileSync(join(dir, 'jwt-secret'))).toThrow();
});

test('media store: disk without MONGODB_URI, GridFS with it, S3 when configured', () => {
  expect(loadConfig({ DATA_DIR: dir }).mediaStore).toEqual({ kind: 'disk' });
  const secret = 'a-shared-secret-of-at-least-32-characters';
  expect(loadConfig({ DATA_DIR: dir, MONGODB_URI: 'mongodb://db/laurel', JWT_SECRET: secret }).mediaStore).toEqual({
    kind: 'gridfs',
  });
  expect(
    loadConfig({ DATA_DIR: dir, MEDIA_STORE: 's3', S3_BUCKET: 'school-media', S3_ENDPOINT: 'http://minio:9000' })
      .mediaStore,
  ).toEqual({
    kind: 's3',
    bucket: 'school-media',
    region: 'us-east-1',
    endpoint: 'http://minio:9000',
    accessKeyId: null,
    secretAccessKey: null,
    forcePathStyle: true,
    prefix: '',
  });
});

test('full OIDC settings and a MongoDB URI are taken as given', () => {
  const c = loadConfig({
    DATA_DIR: dir,
    MONGODB_URI: 'mongodb://db:27017/laurel',
    JWT_SECRET: 'a-shared-secret-of-at-least-32-characters',
    OIDC_ISSUER: 'https://id.example.test/',
    OIDC_AUDIENCE: 'api',
    OIDC_JWKS_URL: 'https://id.example.test/jwks',
  });
  expect(c.mongoUri).toBe('mongodb://db:27017/laurel');
  expect(c.oidc).toEqual({
    issuer: 'https://id.example.test/',
    audience: 'api',
    jwksUrl: 'https://id.example.test/jwks',
    clientId: null,
    clientSecret: null,
    tokenAuthMethod: 'none',
    scope: 'openid profile email offline_access',
    providerName: 'single sign-on',
    redirectUri: null,
  });
  const web = loadConfig({
    DATA_DIR: dir,
    OIDC_ISSUER: 'https://tenant.auth0.test/',
    OIDC_CLIENT_ID: 'web',
    OIDC_CLIENT_SECRET: 's3cret',
    OIDC_PROVIDER_NAME: 'Northfield SSO',
  }).oidc;
  expect(web).toMatchObject({ clientId: 'web', tokenAuthMethod: 'client_secret_post', providerName: 'Northfield SSO' });
});

test('PUBLIC_ORIGIN: listed origins are kept; unset, the address the server listens on (never a request Host)', () => {
  expect(loadConfig({ DATA_DIR: dir }).publicOrigins).toEqual(['http://127.0.0.1:3000']);
  expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0', PORT: '8080' }).publicOrigins).toEqual(['http://127.0.0.1:8080']);
  expect(loadConfig({ DATA_DIR: dir, HOST: '::', PORT: '8080' }).publicOrigins).toEqual(['http://[::1]:8080']);
  expect(
    loadConfig({ DATA_DIR: dir, PUBLIC_ORIGIN: 'https://halls.example.org/, http://kiosk.lan:8080' }).publicOrigins,
  ).toEqual(['https://halls.example.org', 'http://kiosk.lan:8080']);
  for (const bad of ['halls.example.org', 'https://halls.example.org/home', 'ftp://halls.example.org'])
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_ORIGIN: bad })).toThrow(
      `PUBLIC_ORIGIN must list origins such as https://laurel.example.org, without a path (got "${bad}").`,
    );
});
