import { serviceWorkerConfig as workerConfig } from '../../tools/service-worker-build';
import { ASSET_PREFIX } from './src/service-worker/asset-prefix';

/**
 * dist/sw.js, built after the player (it lists the player's files): the service worker of the standalone
 * page, served at /cast/sw.js (tools/service-worker-build.ts).
 */

export const serviceWorkerConfig = (dir: string, production: boolean, dependsOn: string) =>
  workerConfig({
    dir,
    production,
    dependsOn,
    entry: './src/service-worker/sw.ts',
    filename: 'sw.js',
    html: 'standalone.html',
    assetPrefix: ASSET_PREFIX,
  });
