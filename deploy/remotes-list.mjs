#!/usr/bin/env node
// Writes the remotes.json of a static origin: each remote whose build folder has an mf-manifest.json, by the
// name the shell knows it under (`public_site` → /remotes/public-site/mf-manifest.json). Paths are relative to
// the origin serving them; an API naming that origin lists absolute URLs in its own REMOTES_JSON file.
// Usage: node deploy/remotes-list.mjs <apps folder> <output file>
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [appsDir = 'apps', out = 'remotes.json'] = process.argv.slice(2);
const REMOTES = { public_site: 'public-site', cast: 'cast', cms: 'cms', settings: 'settings' };
const list = {};
for (const [name, folder] of Object.entries(REMOTES))
  if (existsSync(join(appsDir, folder, 'dist', 'mf-manifest.json'))) list[name] = `/remotes/${folder}/mf-manifest.json`;
writeFileSync(out, `${JSON.stringify(list, null, 2)}\n`);
console.log(`remotes.json: ${Object.keys(list).join(', ') || 'none'}`);
