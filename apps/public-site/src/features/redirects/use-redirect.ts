import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Reads the `backButton` query (the visitor is going back, so single-item pages go up instead). */
export function useBackButton(): boolean {
  const [params] = useSearchParams();
  return params.has('backButton');
}

/**
 * Follows a redirect decided by the domain rules (replacing the history entry), keeping the query
 * except `backButton`. When no rule applies, a leftover `backButton` is removed from the address.
 */
export function useApplyRedirect(target: string | null | undefined, decided: boolean): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!decided) return;
    const params = new URLSearchParams(location.search);
    const hadBack = params.has('backButton');
    params.delete('backButton');
    const query = params.toString() ? `?${params}` : '';
    if (target && target !== location.pathname) navigate(`${target}${query}`, { replace: true });
    else if (hadBack) navigate(`${location.pathname}${query}`, { replace: true });
  }, [target, decided, location.pathname, location.search, navigate]);
  return !!target && target !== location.pathname;
}

/** A path with `?backButton=1` (used by Back so the redirect rules go up, not down again). */
export const withBackButton = (path: string) => `${path}?backButton=1`;
