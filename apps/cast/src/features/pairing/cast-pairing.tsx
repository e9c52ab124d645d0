import { useEffect, useState } from 'react';
import { castPlayerPath } from '@laurel/domain';
import { apiBaseUrl } from '@laurel/api-client';
import { watchPairing } from '@laurel/screens';
import '../../components/cast-frame.css';
import '../../components/empty-state.css';
import './cast-pairing.css';

/**
 * A TV the site does not know yet (issue 24: /cast/pair, or an id no cast screen has): it shows a code to
 * enter on the Cast screens settings page, and once an admin has paired it, plays its new screen at once (the
 * address becomes the screen's own, so a reload keeps playing it).
 */
export function CastPairing({ onPaired }: { onPaired: (screenId: string) => void }) {
  const [code, setCode] = useState<string | null>(null);
  useEffect(
    () =>
      watchPairing({
        apiBase: apiBaseUrl(),
        kind: 'cast',
        onCode: setCode,
        onPaired: ({ screenId }) => {
          history.replaceState(null, '', castPlayerPath(screenId));
          onPaired(screenId);
        },
      }),
    [onPaired],
  );
  return (
    <div className="cast" style={{ ['--cast-accent' as string]: '#f3f3f3' }}>
      <div className="cast-empty cast-pairing" data-testid="cast-pairing" role="status">
        <h1 className="cast-empty__title">Pair this screen</h1>
        {code ? (
          <>
            <p className="cast-empty__text">Enter this code in Settings › Cast screens:</p>
            <p
              className="cast-pairing__code"
              data-testid="pairing-code"
              aria-label={`Pairing code ${[...code].join(' ')}`}
            >
              {code}
            </p>
            <p className="cast-empty__text cast-pairing__hint">A new code shows every 15 minutes.</p>
          </>
        ) : (
          <p className="cast-empty__text">Asking for a pairing code…</p>
        )}
      </div>
    </div>
  );
}
