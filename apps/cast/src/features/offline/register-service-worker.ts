/**
 * Registers /cast/sw.js for the standalone player (never the shell's copy of the player): production builds
 * in a secure context only (https, or localhost). Photos the page loaded before the worker controlled it
 * went past the worker, so once it takes over it is told their URLs and keeps them for offline playback.
 */
export const SERVICE_WORKER_URL = '/cast/sw.js';
export const SERVICE_WORKER_SCOPE = '/cast/';
const MEDIA_PATHS = ['/media/', '/api/v1/media/'];
const LIMIT = 300;

let loadedBeforeControl: Set<string> | null = null;

/** Called for every photo the player loads; remembered only until the worker takes over (at most LIMIT). */
export function noteLoadedImage(url: string): void {
  if (loadedBeforeControl && loadedBeforeControl.size < LIMIT) loadedBeforeControl.add(url);
}

/** The same-origin photo URLs among `urls` (absolute, once each). */
export function mediaUrlsToKeep(urls: Iterable<string>, base: string): string[] {
  const origin = new URL(base).origin;
  const kept = new Set<string>();
  for (const raw of urls) {
    const url = new URL(raw, base);
    if (url.origin === origin && MEDIA_PATHS.some((p) => url.pathname.startsWith(p))) kept.add(url.href);
  }
  return [...kept];
}

function loadedPhotos(): string[] {
  const timings = (performance.getEntriesByType?.('resource') ?? []) as PerformanceResourceTiming[];
  return mediaUrlsToKeep(
    [
      ...(loadedBeforeControl ?? []),
      ...Array.from(document.images, (img) => img.currentSrc || img.src),
      ...timings.filter((t) => t.initiatorType === 'img' || t.initiatorType === 'css').map((t) => t.name),
    ],
    location.href,
  );
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!container.controller) {
    loadedBeforeControl = new Set();
    container.addEventListener(
      'controllerchange',
      () => {
        container.controller?.postMessage({ type: 'keep-media', urls: loadedPhotos() });
        loadedBeforeControl = null;
      },
      { once: true },
    );
  }
  container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
    console.warn('The cast player could not install its offline copy', error);
  });
}
