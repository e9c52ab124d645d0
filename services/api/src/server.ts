/**
 * Starts Laurel's API: validates the configuration, builds the app (starting the embedded database when
 * MONGODB_URI is unset), seeds the demo site on first start with an empty database and prints its sign-in
 * details, records the folders of media from before folders were kept, listens on HOST:PORT and shuts down cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { ConfigError } from './config';
import { seedOnFirstStart } from './plugins/app/first-start';
import { deriveAllMediaFolders } from './site-io/media-folders';

async function main(): Promise<void> {
  // SCHEMA_CODE_CACHE (the test command sets it, as VARIANT_CACHE_DIR): compiled route schemas read back from that
  // folder (plugins/app/schema-code-cache.ts); the test suite starts the product ~40 times, and compiling every
  // route's schemas was 40% of a start's CPU. Unset (a server), every start compiles them.
  const app = await buildApp({ schemaCodeCache: process.env.SCHEMA_CODE_CACHE || undefined });
  await seedOnFirstStart(app);
  await deriveAllMediaFolders(app);
  const { host, port } = app.config;
  await app.listen({ host, port });
  if (!process.env.PUBLIC_ORIGIN && (host === '0.0.0.0' || host === '::'))
    app.log.warn(
      `PUBLIC_ORIGIN is not set: pages, sitemaps and sign-in redirects name ${app.config.publicOrigins[0]}. Set it to the address visitors use.`,
    );
  console.log(`Laurel is running on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port} (API docs at /api/docs)`);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
