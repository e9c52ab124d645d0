/**
 * MEDIA_STORE and its settings: `disk` (files in DATA_DIR; the default without MONGODB_URI), `gridfs` (files in
 * the database; the default with MONGODB_URI) or `s3` (S3_BUCKET, and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX as needed).
 */
export interface S3StoreConfig {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** Put before every key (`laurel/` keeps the files under one folder of a shared bucket). */
  prefix: string;
}

export type MediaStoreConfig = { kind: 'disk' } | { kind: 'gridfs' } | ({ kind: 's3' } & S3StoreConfig);

export class MediaStoreConfigError extends Error {}

export function loadMediaStoreConfig(env: NodeJS.ProcessEnv, mongoUri: string | null): MediaStoreConfig {
  const kind = env.MEDIA_STORE || (mongoUri ? 'gridfs' : 'disk');
  if (kind === 'disk' || kind === 'gridfs') return { kind };
  if (kind !== 's3') throw new MediaStoreConfigError(`MEDIA_STORE must be disk, gridfs or s3 (got "${kind}").`);
  const bucket = env.S3_BUCKET ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new MediaStoreConfigError(`MEDIA_STORE=s3 needs S3_BUCKET, a bucket name (got "${bucket}").`);
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new MediaStoreConfigError(`S3_ENDPOINT must be an http:// or https:// address (got "${endpoint}").`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (!accessKeyId !== !secretAccessKey)
    throw new MediaStoreConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  if (pathStyle && !['true', 'false'].includes(pathStyle))
    throw new MediaStoreConfigError(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}").`);
  const prefix = env.S3_PREFIX ?? '';
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix))
    throw new MediaStoreConfigError(`S3_PREFIX must be folder names ending in "/" (got "${prefix}").`);
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== null,
    prefix,
  };
}
