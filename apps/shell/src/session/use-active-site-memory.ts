import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';
import { browserStorage, rememberActiveSite } from './url-session';

/** Keeps the active site in localStorage, so `/` and `lookup` links return to it next time. */
export function useActiveSiteMemory(): void {
  const siteId = useSelector((s: RootState) => s.session.styleID);
  useEffect(() => rememberActiveSite(siteId, browserStorage()), [siteId]);
}
