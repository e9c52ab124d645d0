import { lazy, type ComponentType } from 'react';

/**
 * `lazy` that renders at once when the chunk has already loaded (a thenable that resolves synchronously):
 * a server-rendered page whose chunks were loaded first hydrates in one go (preload-server-page.ts), and a
 * tap whose page code came with its intent renders in the next frame.
 */
export function lazyChunk<P extends object, M>(
  loaded: () => M | undefined,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
) {
  return lazy(() => {
    const now = loaded();
    if (!now) return load().then((m) => ({ default: pick(m) }));
    const ready = { default: pick(now) };
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  });
}
