import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { EditControlsHost, useEditControls } from '../cms/edit-controls-host';
import { PageLoading } from './page-loading';

// The account bar is for signed-in users only: visitors do not download it.
const AccountBar = lazy(() => import('./account-bar'));
// A page at a preview time (editors'): its banner and sign-in gate load only for such a page.
const TimePreviewFrame = lazy(() => import('../app/time-preview'));

/**
 * The app default layout: public pages and editing routes, full-bleed, with the account bar when signed
 * in. In CMS mode (SPEC §4) the cms remote's edit controls are loaded and given to the page's edit slots. A page
 * at a preview time (`?previewAt=`, editors only) carries its banner.
 */
export function AppLayout() {
  // SPEC §4's rule, kept in the session by session/cms-mode.ts (loaded on sign-in).
  const cmsMode = useSelector((s: RootState) => s.session.cmsMode);
  const [controls, retry] = useEditControls(cmsMode);
  const previewAt = useSelector((s: RootState) => s.session.previewAt);
  const signedIn = useSelector((s: RootState) => s.session.isAuth && !s.session.touchScreen);
  return (
    <EditControlsHost state={controls}>
      <div className="shell-app">
        {signedIn ? (
          <Suspense fallback={<div className="shell-account-bar" aria-hidden="true" />}>
            <AccountBar controls={controls} onRetry={retry} />
          </Suspense>
        ) : null}
        {previewAt ? (
          <Suspense fallback={<PageLoading />}>
            <TimePreviewFrame>
              <Outlet />
            </TimePreviewFrame>
          </Suspense>
        ) : (
          <main id="main" className="shell-app__main">
            <Outlet />
          </main>
        )}
      </div>
    </EditControlsHost>
  );
}
