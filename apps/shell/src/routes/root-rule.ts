import { homePath, loginPath } from '@laurel/domain';

/**
 * SPEC §2 "The root redirects to /home/default under one condition": our condition is that no other site is
 * active in this browser and the `default` site exists (GET its styling succeeds); else /login.
 * Returns null while the probe is still running.
 */
export function decideRootRedirect(input: {
  activeSiteId: string | null;
  defaultSite: 'exists' | 'missing' | 'unknown';
}): string | null {
  if (input.activeSiteId) return homePath(input.activeSiteId);
  if (input.defaultSite === 'exists') return homePath('default');
  if (input.defaultSite === 'missing') return loginPath(null);
  return null;
}
