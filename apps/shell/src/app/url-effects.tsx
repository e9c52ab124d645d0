import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { carryFilter, carryPreviewAt, hashToPath, needsFreshLoad } from '../routes/url-rules';

/**
 * Applies the URL rules of SPEC §2 on every navigation: hash → path + query, and the carried `filter`; and the
 * preview time of issue 29: carried between public pages, and a page at another time (or none) loaded afresh.
 */
export function UrlEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef(location);
  const previewAt = useSelector((s: RootState) => s.session.previewAt);

  useEffect(() => {
    const prev = previous.current;
    previous.current = location;
    const fromHash = hashToPath(location.search, location.hash);
    if (fromHash) {
      navigate(fromHash, { replace: true });
      return;
    }
    if (prev.key === location.key) return;
    const filtered = carryFilter(prev.search, location.search);
    const search = carryPreviewAt(prev.search, filtered ?? location.search, location.pathname) ?? filtered;
    if (search !== null) {
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
      return;
    }
    if (needsFreshLoad(location.search, previewAt))
      window.location.assign(`${location.pathname}${location.search}${location.hash}`);
  }, [location, navigate, previewAt]);

  return null;
}
