import { lazy, Suspense } from 'react';
import { PageLoading } from '../layouts/page-loading';

// Shown rarely (a wrong address): its code loads when it is shown, not with every page.
const NotFoundPage = lazy(() => import('./not-found-page'));

/** The 404 screen, loaded on first use. */
export function NotFound() {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>
  );
}
