import path from 'node:path';

/** Where media files live: DATA_DIR/media/<siteId>/. */
export const mediaDirOf = (dataDir: string) => path.join(dataDir, 'media');
