import { startTransition } from 'react';
import type { RemoteName } from './remotes-config';

/**
 * Which version of each remote the page renders (a count of the versions swapped in by remote-updates.ts), and
 * who is told when one is swapped in. Kept apart from the checker so a visitor's first page does not load it.
 */
const generations = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

/** Counts the versions swapped in; RemotePage renders the modules of the current one. */
export function remoteGeneration(remote: RemoteName): number {
  return generations.get(remote) ?? 0;
}

export function onRemoteUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new version of `remote` is loaded: pages re-render with it, in a transition (no loading frame). */
export function nextRemoteGeneration(remote: RemoteName): void {
  generations.set(remote, remoteGeneration(remote) + 1);
  startTransition(() => listeners.forEach((l) => l()));
}
