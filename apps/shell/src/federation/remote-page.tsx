import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { RemotePageRef } from '@laurel/domain';
import { PageLoading } from '../layouts/page-loading';
import { loadRemoteExport, peekRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { onRemoteUpdate, remoteGeneration } from './remote-generations';
import type { ExportOf, ModuleOf } from './remote-modules';
import type { RemoteName } from './remotes-config';

const cache = new Map<string, ComponentType>();

/**
 * What `React.lazy` may resolve to: a function or class. A remote's page may itself be lazy (the public site's
 * pages beyond Home are a chunk of their own) or memo; React cannot resolve a lazy component to another lazy
 * one (error #306), so such an export is rendered through a plain function component.
 */
export function asLazyResult(value: unknown): ComponentType {
  if (typeof value === 'function') return value as ComponentType;
  const Page = value as ComponentType;
  return function RemoteExport(props: object) {
    return createElement(Page, props);
  };
}

function lazyRemote(remote: RemoteName, module: string, name: string, generation: number): ComponentType {
  const key = `${remote}/${module}#${name}@${generation}`;
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
      default: asLazyResult(await loadRemoteExport(remote, module as never, name as never)),
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
export function RemotePage<R extends RemoteName, M extends ModuleOf<R>>(props: RemotePageProps<R, M>) {
  return <RemoteExport {...props} />;
}

/** The page of a remote's contract (`REMOTE_PAGES` of @laurel/domain), as the route table places it. */
export function ContractPage({ page }: { page: RemotePageRef }) {
  return <RemoteExport remote={page.remote} module={page.module} name={page.name} />;
}

function RemoteExport({ remote, module, name }: { remote: RemoteName; module: string; name: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new version of the remote (remote-updates.ts) is swapped in once loaded, in a transition.
  const [generation, setGeneration] = useState(() => remoteGeneration(remote));
  useEffect(() => {
    const follow = () => setGeneration(remoteGeneration(remote));
    follow(); // a version swapped in before this effect ran
    return onRemoteUpdate(follow);
  }, [remote]);
  const Page = lazyRemote(remote, module, name, generation);
  const retry = () => {
    cache.delete(`${remote}/${module}#${name}@${generation}`);
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
