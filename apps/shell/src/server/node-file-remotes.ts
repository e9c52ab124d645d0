import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const nodeRequire = createRequire(`${process.cwd()}/`);

/**
 * Loads a remote's Node container from a `file:` entry with Node's own `require` (the remote is built as a
 * CommonJS container: `module.exports` is the container). Its chunks then load from beside it.
 */
export function nodeFileRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'laurel-node-file-remotes',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      return nodeRequire(fileURLToPath(remoteInfo.entry));
    },
  };
}
