import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { PageLoading } from '../layouts/page-loading';
import { routes } from '../routes/route-table';

/** The route table under the declarative router (bootstrap.tsx). */
export function AppRoutes() {
  return <Suspense fallback={<PageLoading />}>{useRoutes(routes)}</Suspense>;
}
