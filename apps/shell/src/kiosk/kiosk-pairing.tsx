import { useEffect, useState } from 'react';
import { apiBaseUrl } from '@laurel/api-client';
import { watchPairing } from '@laurel/screens';

/**
 * An unpaired kiosk opened with `?pair=true` (issue 24): a small panel in a corner with the code to enter in
 * Settings › Cast screens. The site stays usable around it; it leaves once an admin has paired the kiosk.
 */
export function KioskPairing({ siteId, onPaired }: { siteId: string; onPaired: (screenId: string) => void }) {
  const [code, setCode] = useState<string | null>(null);
  useEffect(
    () =>
      watchPairing({
        apiBase: apiBaseUrl(),
        kind: 'kiosk',
        siteId,
        onCode: setCode,
        onPaired: ({ screenId }) => onPaired(screenId),
      }),
    [siteId, onPaired],
  );
  return (
    <aside className="kiosk-pairing" data-testid="kiosk-pairing" aria-label="Pair this kiosk">
      {code ? (
        <>
          Pair this kiosk: enter{' '}
          <strong className="kiosk-pairing__code" data-testid="pairing-code">
            {code}
          </strong>{' '}
          in Settings › Cast screens
        </>
      ) : (
        'Asking for a pairing code…'
      )}
    </aside>
  );
}
