/**
 * Registers the kiosk's service worker (/kiosk-sw.js, scope /) on a touch screen, in production builds in a
 * secure context; photos the page loaded before the worker controlled it are handed over. A browser that
 * stops being a kiosk (`?touchScreen=false`) drops the worker and what it kept.
 */
const WORKER_URL = '/kiosk-sw.js';
const MEDIA_PATHS = ['/media/', '/api/v1/media/'];

function loadedPhotos(): string[] {
  const timings = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const urls = new Set<string>();
  for (const raw of [...Array.from(document.images, (i) => i.currentSrc || i.src), ...timings.map((t) => t.name)]) {
    const url = new URL(raw, location.href);
    if (url.origin === location.origin && MEDIA_PATHS.some((p) => url.pathname.startsWith(p))) urls.add(url.href);
  }
  return [...urls].slice(0, 500);
}

const supported = () => process.env.NODE_ENV === 'production' && window.isSecureContext && 'serviceWorker' in navigator;

export function registerKioskWorker(): void {
  if (!supported()) return;
  const container = navigator.serviceWorker;
  if (!container.controller)
    container.addEventListener(
      'controllerchange',
      () => container.controller?.postMessage({ type: 'keep-media', urls: loadedPhotos() }),
      { once: true },
    );
  container.register(WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.warn('The kiosk could not install its offline copy', error);
  });
}

/** Asks the worker to refresh its copy of the public-site remote's files (after a new build). */
export function warmKioskWorker(): void {
  if (supported()) navigator.serviceWorker.controller?.postMessage({ type: 'warm' });
}

/** Not a kiosk any more: the worker and its caches go. */
export async function dropKioskWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.filter((r) => new URL(r.scope).pathname === '/').map((r) => r.unregister()));
  for (const name of await caches.keys()) if (name.startsWith('laurel-kiosk-')) await caches.delete(name);
}
