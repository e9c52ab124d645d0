import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSingletons } from '../../tools/federation-shared';

const pkg = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The cast remote: `./player` exposes `CastScreenPage`. Shared singletons follow the product's one policy. */
export const federationConfig = {
  name: 'cast',
  exposes: { './player': './src/remote-entry.ts' },
  shared: sharedSingletons(pkg.dependencies),
  dts: false,
  // Keeps its own federation runtime (no `externalRuntime`): the standalone page at /cast/{id} has no host.
  // Browser only: the Node loading code is left out of that runtime.
  experiments: { optimization: { target: 'web' as const } },
};
