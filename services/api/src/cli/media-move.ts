/**
 * `npm run media:move`: copies a site's media files from disk (DATA_DIR/media, DATA_DIR/fonts) into the shared
 * store the configuration names: GridFS with MONGODB_URI (the default there), or S3 with MEDIA_STORE=s3. Run it
 * once with the same environment as the API before starting replicas; it can be run again (files already there
 * are left). The files on disk are kept: remove them once the site is checked.
 */
import { buildApp } from '../app';
import { ConfigError } from '../config';
import { DiskStore } from '../services/media-store';
import { moveMediaFromDisk } from '../services/media-store/move';

async function main(): Promise<void> {
  const app = await buildApp({ logger: false });
  try {
    const target = app.repos.mediaFiles.store;
    if (target.kind === 'disk')
      throw new ConfigError(
        'The media store is the disk (DATA_DIR): set MONGODB_URI (files go to GridFS) or MEDIA_STORE=s3 with its S3_* settings, as for the API.',
      );
    const source = new DiskStore(app.config.dataDir);
    console.log(`Copying media files from ${source.root} into ${target.kind}…`);
    const report = await moveMediaFromDisk(source, target, (key, copied) => {
      if (copied) console.log(`  ${key}`);
    });
    console.log(
      `Copied ${report.copied} files (${Math.round(report.bytes / 1024)} KiB); ${report.alreadyThere} were already there. The files on disk are kept.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
