import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { carryFilter, hashToPath } from '../routes/url-rules';

/** Applies the URL rules of SPEC §2 on every navigation: hash → path + query, and the carried `filter`. */
export function UrlEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef(location);

  useEffect(() => {
    const prev = previous.current;
    previous.current = location;
    const fromHash = hashToPath(location.search, location.hash);
    if (fromHash) {
      navigate(fromHash, { replace: true });
      return;
    }
    if (prev.key === location.key) return;
    const search = carryFilter(prev.search, location.search);
    if (search !== null)
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);

  return null;
}
