import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore } from '@laurel/api-client';
import { reloadAfterCrash, screenStorage } from '@laurel/screens';
import { CastPlayer, PlayerBoundary } from './features/player';
import { CastPairing } from './features/pairing';
import { screenIdFromPath } from './app/screen-id';
import { registerServiceWorker } from './features/offline';
import { PreviewPlayer } from './features/preview';

/**
 * The standalone player a TV loads at /cast/{screenId}: no shell, its own store. A TV the site does not know
 * (/cast/pair, any id no cast screen has, or no id) shows a pairing code, then plays the screen it was paired as.
 */
const screenId = screenIdFromPath(window.location.pathname);
// Notifications batched per microtask, not per animation frame: updates never wait for a frame.
const store = makeStore({ session: { touchScreen: true } }, { autoBatch: { type: 'tick' } });

// The settings page's live preview (`?preview=1` in an iframe): unsaved settings, nothing kept offline.
const preview = new URLSearchParams(window.location.search).get('preview') === '1';

// The offline copy of this page and its files (a TV that reboots while the server is down still plays).
if (screenId && !preview) registerServiceWorker();

const rootElement = document.getElementById('root')!;
// The player's boundary restarts it after a failure; anything that escapes it (the whole app unmounted) reloads the TV.
const onUncaughtError = (error: unknown) => {
  console.error(error);
  if (!preview) reloadAfterCrash({ storage: screenStorage(), reload: () => location.reload(), notice: rootElement });
};

function StandalonePlayer({ initialId }: { initialId: string | null }) {
  const [id, setId] = useState(initialId);
  if (!id) return <CastPairing onPaired={setId} />;
  return (
    <PlayerBoundary key={id}>
      <CastPlayer screenId={id} unknown={<CastPairing onPaired={setId} />} />
    </PlayerBoundary>
  );
}

createRoot(rootElement, { onUncaughtError }).render(
  <StrictMode>
    <Provider store={store}>
      {screenId && preview ? (
        <PlayerBoundary>
          <PreviewPlayer screenId={screenId} />
        </PlayerBoundary>
      ) : (
        <StandalonePlayer initialId={screenId} />
      )}
    </Provider>
  </StrictMode>,
);
