import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Reads the `backButton` query (the visitor is going back, so single-item pages go up instead). */
export function useBackButton(): boolean {
  const [params] = useSearchParams();
  return params.has('backButton');
}

/**
 * Follows a redirect decided by the domain rules, replacing the history entry and keeping the query
 * (`filter`, and `backButton` so a chain of single-item levels keeps going up). When no rule applies,
 * a leftover `backButton` is removed from the address.
 */
export function useApplyRedirect(target: string | null | undefined, decided: boolean): boolean {
  const navigate = useNavigate();
  const location = useLocation();
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
