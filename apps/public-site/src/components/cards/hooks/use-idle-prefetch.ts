import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { publicApi, type makeStore } from '@laurel/api-client';
import type { MediaItem } from '@laurel/domain';
import { preloadMedia } from '@laurel/ui';
import { loadFilterBar, loadRecordsBoard } from '../../../app/pages/load-layouts';

/** How many of a page's cards (in display order) get their next page's data fetched ahead. */
export const IDLE_PREFETCH_LIMIT = 24;
/** At most this many idle prefetches in flight, so they never queue ahead of the visitor's own taps. */
export const IDLE_PREFETCH_CONCURRENCY = 4;
/** A cached reply younger than this (seconds) is not fetched again. */
export const IDLE_PREFETCH_FRESH_SECONDS = 60;
/** Only the first few profiles also get their headshot warmed (images are the heavy part). */
const IMAGE_LIMIT = 8;

/** A card the visitor can tap: a folder (opens with getCategory) or a profile (opens with getEntry). */
export type PrefetchTarget =
  { kind: 'folder'; id: string } | { kind: 'entry'; id: string; headshot?: MediaItem | null };

type AppStore = ReturnType<typeof makeStore>;

// One pool for every page and card list on screen (the home grid and carousel each have a list).
let active = 0;
const waiting: (() => void)[] = [];
function acquire(): Promise<void> {
  if (active < IDLE_PREFETCH_CONCURRENCY) {
    active += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else active -= 1;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

function savesData(): boolean {
  const nav = navigator as Navigator & { connection?: { saveData?: boolean } };
  return nav.connection?.saveData === true;
}

/** Starts one prefetch with the target page's exact query args; resolves once that cache entry is no longer pending. */
function prefetchOne(store: AppStore, siteId: string, target: PrefetchTarget): Promise<void> {
  const opts = { ifOlderThan: IDLE_PREFETCH_FRESH_SECONDS };
  let status: () => string;
  if (target.kind === 'folder') {
    const args = { siteId, categoryId: target.id, cms: false };
    store.dispatch(publicApi.util.prefetch('getCategory', args, opts));
    const select = publicApi.endpoints.getCategory.select(args);
    status = () => select(store.getState()).status;
  } else {
    const args = { siteId, entryId: target.id, cms: false };
    store.dispatch(publicApi.util.prefetch('getEntry', args, opts));
    const select = publicApi.endpoints.getEntry.select(args);
    status = () => select(store.getState()).status;
  }
  return new Promise((resolve) => {
    if (status() !== 'pending') return resolve();
    const unsubscribe = store.subscribe(() => {
      if (status() === 'pending') return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Once a public page has rendered and the browser is idle, fetches the data (and the first headshots) of the
 * pages its first cards open, at most 4 requests at a time across the page, so a tap finds its content in the
 * RTK Query cache, and the records board's code (`boards`). Nothing in CMS mode (editors need fresh data) or
 * when the connection asks to save data.
 */
export function useIdlePrefetch(siteId: string, targets: PrefetchTarget[], cms: boolean, boards = true): void {
  const store = useStore() as AppStore;
  const latest = useRef(targets);
  useEffect(() => {
    latest.current = targets;
  });
  const key = targets
    .slice(0, IDLE_PREFETCH_LIMIT)
    .map((t) => `${t.kind}:${t.id}`)
    .join(',');

  useEffect(() => {
    if (cms || !siteId || !key || savesData()) return;
    let stopped = false;
    const run = async (target: PrefetchTarget, index: number) => {
      await acquire();
      try {
        if (stopped) return;
        await prefetchOne(store, siteId, target);
      } finally {
        release();
      }
      if (!stopped && target.kind === 'entry' && target.headshot && index < IMAGE_LIMIT) {
        const width = Math.round(window.innerWidth * 0.4 * (window.devicePixelRatio || 1));
        preloadMedia(target.headshot, Math.min(1280, width));
      }
    };
    const cancel = whenIdle(() => {
      // the filter bar's and the records board's chunks too, except on Home (a visitor's first page stays as light as it was)
      if (boards) void Promise.all([loadFilterBar(), loadRecordsBoard()]);
      latest.current.slice(0, IDLE_PREFETCH_LIMIT).forEach((t, i) => void run(t, i));
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [store, siteId, key, cms, boards]);
}
