import { useEffect, useState } from 'react';
import { CAST_PREVIEW_READY, readCastPreviewMessage, type CastPreview } from '@laurel/domain';

/**
 * In the settings preview (`/cast/{id}?preview=1` inside the settings page), the unsaved settings the page
 * posts. Only messages from the embedding page of the same origin are read; `ready` tells it to send.
 */
export function usePreviewMessages(): CastPreview | null {
  const [preview, setPreview] = useState<CastPreview | null>(null);
  useEffect(() => {
    const parent = window.parent;
    if (parent === window) return undefined;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== parent) return;
      const next = readCastPreviewMessage(e.data);
      if (next) setPreview(next);
    };
    window.addEventListener('message', onMessage);
    parent.postMessage({ type: CAST_PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return preview;
}
