import { registerRemotes } from '@module-federation/enhanced/runtime';
import { markRegistered, parseRemotesJson } from './remotes-config';

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
    }
  } catch (err) {
    console.error('Could not read /remotes.json; starting without remotes', err);
  }
  await boot();
}
