/**
 * The route folders, found in the folder tree: every folder under routes/ with an `index.ts` is one, its path is
 * its URL prefix (`_siteId` stands for `:siteId`). The API's build lists the same folders at build time
 * (scripts/build.mjs defines `__ROUTE_FOLDERS__`), as its bundle has no folder tree to read.
 */
import type { FastifyPluginAsync } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { named } from '../plugins/app/plugin-name';

declare const __ROUTE_FOLDERS__: string[] | undefined;

/** The folders (relative, `/`-separated, sorted) holding an `index.ts`, below `dir`. */
export function findRouteFolders(dir: string, under = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = under ? `${under}/${entry.name}` : entry.name;
    if (existsSync(join(dir, folder, 'index.ts'))) found.push(folder);
    found.push(...findRouteFolders(dir, folder));
  }
  return found.sort();
}

/** A folder's URL prefix: `sites/_siteId/users` → `/sites/:siteId/users`. */
export const folderPrefix = (folder: string): string =>
  `/${folder
    .split('/')
    .map((part) => (part.startsWith('_') ? `:${part.slice(1)}` : part))
    .join('/')}`;

export interface RouteFolder {
  prefix: string;
  plugin: FastifyPluginAsync;
}

export function routeFolders(): RouteFolder[] {
  const folders = typeof __ROUTE_FOLDERS__ === 'undefined' ? findRouteFolders(__dirname) : __ROUTE_FOLDERS__;
  return folders.map((folder) => {
    // One glob for the bundler: every routes/**/index.ts is bundled, and loaded here by its folder.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a folder known only at run time
    const loaded = require(`./${folder}/index.ts`) as { default: FastifyPluginAsync };
    return { prefix: folderPrefix(folder), plugin: named(folder, loaded.default) };
  });
}
