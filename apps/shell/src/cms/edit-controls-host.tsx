import { useEffect, useState, type ReactNode } from 'react';
import { EditControlsProvider, type EditControls } from '@laurel/ui/edit-slots';
import { reloadOnceInBrowser } from '../federation/chunk-reload';
import { loadRemoteModule } from '../federation/load-remote-module';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';

export type ControlsState = { status: 'off' | 'loading' | 'failed' } | { status: 'ready'; controls: EditControls };

/**
 * Loads the cms remote's `./edit-controls` only while CMS mode is on (visitors and kiosks never download
 * it) and provides its controls to the edit slots of the page. The page shows at once without controls
 * and gains them when they arrive; a remote that fails leaves the page as visitors see it.
 */
export function useEditControls(cmsMode: boolean): [ControlsState, () => void] {
  const [state, setState] = useState<ControlsState>({ status: 'off' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!cmsMode) {
      setState({ status: 'off' });
      return undefined;
    }
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadRemoteModule('cms', './edit-controls').then(
      (mod) => live && setState({ status: 'ready', controls: mod.controls }),
      (err: unknown) => {
        console.error('The editing tools could not load', err);
        if (live && !reloadOnceInBrowser(err)) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [cmsMode, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

/** Gives the page the controls (inside the shell's remote error boundary); without them the page is public. */
export function EditControlsHost({ state, children }: { state: ControlsState; children: ReactNode }) {
  const controls = state.status === 'ready' ? state.controls : null;
  return (
    <RemoteErrorBoundary
      remote="cms"
      fallback={<EditControlsProvider controls={null}>{children}</EditControlsProvider>}
    >
      <EditControlsProvider controls={controls}>{children}</EditControlsProvider>
    </RemoteErrorBoundary>
  );
}
