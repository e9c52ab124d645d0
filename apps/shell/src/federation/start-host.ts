import { registerRemotes } from '@module-federation/enhanced/runtime';
import { reloadOnceInBrowser } from './chunk-reload';
import { markRegistered, parseRemotesJson } from './remotes-config';
import { warmFirstScreen } from './warm-remote';

/**
 * Start of the host: fetch `/remotes.json` (one per environment; the build holds no remote URLs), register
 * the remotes that are deployed, then boot. A missing or broken remotes.json boots with no remotes: every
 * remote route then shows "not available" instead of a blank page.
 */
export async function startHost(boot: () => Promise<unknown>): Promise<void> {
  try {
    const res = await fetch('/remotes.json', { cache: 'no-cache' });
    const remotes = res.ok ? parseRemotesJson(await res.json()) : [];
    if (remotes.length > 0) {
      registerRemotes(remotes.map((r) => ({ name: r.name, entry: new URL(r.entry, location.href).href })));
      markRegistered(remotes.map((r) => r.name));
      // Load the first screen's remote module (manifest, entry, page code and the shared code it needs) while
      // the shell's own code loads; the bootstrap waits for this same load before the first render.
      void warmFirstScreen(location.pathname);
    }
  } catch (err) {
    console.error('Could not read /remotes.json; starting without remotes', err);
  }
  try {
    await boot();
  } catch (err) {
    console.error('The app could not start', err);
    if (!reloadOnceInBrowser(err)) showStartFailure();
  }
}

/** Last resort when the app's own code cannot load: plain words instead of a blank page. */
function showStartFailure(): void {
  const root = document.getElementById('root');
  if (!root) return;
  root.innerHTML =
    '<div role="alert" style="font:20px/1.5 system-ui,sans-serif;max-width:32em;margin:20vh auto;padding:24px;text-align:center">' +
    '<h1 style="font-size:28px">This page could not start</h1>' +
    '<p>Part of the site failed to load. Check the connection, then reload the page.</p></div>';
}
