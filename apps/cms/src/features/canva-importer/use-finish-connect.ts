import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { canvaImporterPath } from '@laurel/domain';
import { canvaApi, messageOf } from './canva-endpoints';

/**
 * Canva sends the browser to `/canva-redirect?code=…&state=…` (or `?error=…`), which the shell forwards here:
 * the query goes to the API once (it exchanges the code on the server), then leaves the address bar.
 */
export function useFinishConnect(siteId: string): { finishing: boolean; error: string | null } {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [finish] = canvaApi.useCanvaFinishMutation();
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const sent = useRef(false);
  const state = query.get('state');

  useEffect(() => {
    if (!state || sent.current) return;
    sent.current = true;
    const body = {
      state,
      ...(query.get('code') ? { code: query.get('code')! } : {}),
      ...(query.get('error') ? { error: query.get('error')! } : {}),
      ...(query.get('error_description') ? { error_description: query.get('error_description')! } : {}),
    };
    setFinishing(true);
    finish({ siteId, body })
      .unwrap()
      .catch((err: unknown) => setError(messageOf(err, 'Canva could not be connected. Please try again.')))
      .finally(() => {
        setFinishing(false);
        navigate(canvaImporterPath(siteId), { replace: true });
      });
  }, [state, query, siteId, finish, navigate]);

  return { finishing, error };
}
