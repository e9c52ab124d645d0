import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore } from '@laurel/api-client';
import { reloadAfterCrash, screenStorage } from '@laurel/screens';
import { CastPlayer } from './features/player/components/cast-player';
import { EmptyState } from './features/player/components/empty-state';
import { PlayerBoundary } from './features/player/components/player-boundary';
import { screenIdFromPath } from './app/screen-id';
import { registerServiceWorker } from './app/register-service-worker';
import { PreviewPlayer } from './features/preview/preview-player';

/** The standalone player a TV loads at /cast/{screenId}: no shell, its own store. */
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

createRoot(rootElement, { onUncaughtError }).render(
  <StrictMode>
    <Provider store={store}>
      {screenId ? (
        <PlayerBoundary>
          {preview ? <PreviewPlayer screenId={screenId} /> : <CastPlayer screenId={screenId} />}
        </PlayerBoundary>
      ) : (
        <div className="cast" style={{ ['--cast-accent' as string]: '#f3f3f3' }}>
          <EmptyState logo={null} />
        </div>
      )}
    </Provider>
  </StrictMode>,
);
