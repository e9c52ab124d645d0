import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { PageLoading } from '../layouts/page-loading';
import { loadRemoteExport, peekRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { ExportOf, ModuleOf } from './remote-modules';
import type { RemoteName } from './remotes-config';

const cache = new Map<string, ComponentType>();

/**
 * A remote's export as something `lazy` may resolve to. React accepts a function (or memo / forwardRef)
 * there, not another `lazy`: a remote page that is itself lazy (public-site's folder and profile pages load
 * their chunk on demand) is wrapped in a function that renders it, or the first such page opened before its
 * remote had loaded threw React #306.
 */
export function asComponent(exported: unknown): ComponentType {
  if (typeof exported === 'function') return exported as ComponentType;
  const Exported = exported as ComponentType;
  return function RemoteExport(props: object) {
    return createElement(Exported, props);
  };
}

function lazyRemote(remote: RemoteName, module: string, name: string): ComponentType {
  const key = `${remote}/${module}#${name}`;
  let component = cache.get(key);
  // Once the module has loaded, its other pages render at once: no Suspense round (React delays revealing
  // suspended content), which keeps tap-to-content short.
  const ready = peekRemoteModule(remote, module as never) as Record<string, ComponentType> | undefined;
  if (!component && ready?.[name]) {
    component = ready[name];
    cache.set(key, component);
  }
  if (!component) {
    component = lazy(async () => ({
      default: asComponent(await loadRemoteExport(remote, module as never, name as never)),
    }));
    cache.set(key, component);
  }
  return component;
}

export interface RemotePageProps<R extends RemoteName, M extends ModuleOf<R>> {
  remote: R;
  module: M;
  name: ExportOf<R, M>;
}

/**
 * Renders one page component of a remote: `<RemotePage remote="public_site" module="./pages" name="HomePage" />`.
 * Not deployed or failing to load → the "not available" screen (a chunk-load failure first reloads once).
 */
export function RemotePage<R extends RemoteName, M extends ModuleOf<R>>({
  remote,
  module,
  name,
}: RemotePageProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemote(remote, module, name);
  const retry = () => {
    cache.delete(`${remote}/${module}#${name}`);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${remote}/${module}#${name}/${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
