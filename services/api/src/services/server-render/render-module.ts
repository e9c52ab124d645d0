/**
 * The shell's server render (`apps/shell/dist/server/render.js`) and the public-site remote's Node container
 * (`apps/public-site/dist/server/remoteEntry.js`), loaded from the build output at run time: the API's
 * sources never import browser code. A new build is picked up (its files are loaded afresh), and `stamp`
 * changes with it, so pages rendered by an older build are not served with a newer build's scripts.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import type { SsrModule } from '@laurel/domain';

const nodeRequire = createRequire(__filename);

export interface ServerRender {
  module: SsrModule;
  publicSiteEntry: string;
  /** Changes with any build the served page depends on (shell page, shell render, public-site remote). */
  stamp: string;
}

const mtime = (file: string): number => (existsSync(file) ? statSync(file).mtimeMs : 0);

export class RenderModules {
  private loaded: ServerRender | null = null;

  constructor(private readonly appsDir: string) {}

  private get files() {
    return {
      page: join(this.appsDir, 'shell', 'dist', 'index.html'),
      render: join(this.appsDir, 'shell', 'dist', 'server', 'render.js'),
      remote: join(this.appsDir, 'public-site', 'dist', 'server', 'remoteEntry.js'),
    };
  }

  /** The render for the current builds, or null when one of them is missing (pages are then not rendered). */
  current(): ServerRender | null {
    const { page, render, remote } = this.files;
    const times = [mtime(page), mtime(render), mtime(remote)];
    if (times.some((t) => t === 0)) return null;
    const stamp = times.join('-');
    if (this.loaded?.stamp === stamp) return this.loaded;
    // A new build: forget the old one's modules so `require` reads the new files.
    const dirs = [
      join(this.appsDir, 'shell', 'dist', 'server') + sep,
      join(this.appsDir, 'public-site', 'dist', 'server') + sep,
    ];
    for (const key of Object.keys(nodeRequire.cache))
      if (dirs.some((d) => key.startsWith(d))) delete nodeRequire.cache[key];
    const module = nodeRequire(render) as SsrModule;
    this.loaded = { module, publicSiteEntry: remote, stamp };
    return this.loaded;
  }
}
