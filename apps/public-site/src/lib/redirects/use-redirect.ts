import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { hasSessionHint, type Session } from '@laurel/api-client';

/** Reads the `backButton` query (the visitor is going back, so single-item pages go up instead). */
export function useBackButton(): boolean {
  const [params] = useSearchParams();
  return params.has('backButton');
}

/**
 * Follows a redirect decided by the domain rules, replacing the history entry and keeping the query
 * (`filter`, and `backButton` so a chain of single-item levels keeps going up). When no rule applies,
 * a leftover `backButton` is removed from the address. The rules are for visitors: while a browser that
 * may be signed in (the session hint) is still starting its session, nothing is followed yet, so an
 * editor opening a single-profile folder stays on it.
 */
export function useApplyRedirect(target: string | null | undefined, ready: boolean): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const sessionKnown = useSelector((s: { session: Session }) => s.session.ready || s.session.touchScreen);
  const decided = ready && (sessionKnown || !hasSessionHint());
  const leaving = !!target && target !== location.pathname;
  useEffect(() => {
    if (!decided) return;
    if (leaving) {
      navigate(`${target}${location.search}`, { replace: true });
      return;
    }
    const params = new URLSearchParams(location.search);
    if (!params.has('backButton')) return;
    params.delete('backButton');
    navigate(`${location.pathname}${params.size ? `?${params}` : ''}`, { replace: true });
  }, [target, leaving, decided, location.pathname, location.search, navigate]);
  return leaving;
}

/** A path with `?backButton=1` (used by Back so the redirect rules go up, not down again). */
export const withBackButton = (path: string) => `${path}?backButton=1`;
