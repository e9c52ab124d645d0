import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { isSettingsPage, loginPath, ROUTE_PATTERNS as P } from '@laurel/domain';
import { RootShell } from '../app/root-shell';
import { AppLayout } from '../layouts/app-layout';
import { PageLoading } from '../layouts/page-loading';
import { RemotePage } from '../federation/remote-page';
import { NotFound } from '../screens/not-found';
import { RouteGuard } from './route-guard';

/** A screen or layout loaded on first use, with the calm loading state while its code arrives. */
function Lazily({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}
// `/` only sends the visitor on: its code is not part of every page.
const RootRedirect = lazy(() => import('./root-redirect'));
const UtilityLayout = lazy(() => import('../layouts/utility-layout'));
const SettingsLayout = lazy(() => import('../layouts/settings-layout'));
const LoginPage = lazy(() => import('../screens/login/login-page'));
const RedirectPage = lazy(() => import('../screens/auth/redirect-page'));
const CanvaRedirectPage = lazy(() => import('../screens/auth/canva-redirect-page'));
const LinkAccountsPage = lazy(() => import('../screens/auth/link-accounts-page'));
const LinkAccountsContinuePage = lazy(async () => ({
  default: (await import('../screens/auth/link-accounts-page')).LinkAccountsContinuePage,
}));

const publicPage = (name: 'HomePage' | 'CategoriesPage' | 'SubCategoriesPage' | 'CategoryPage' | 'EntryPage') => (
  <RemotePage remote="public_site" module="./pages" name={name} />
);
type CmsPage =
  | 'BulkCategoryEditorPage'
  | 'BulkRecordItemsEditorPage'
  | 'PostRedirectPage'
  | 'RecentlyDeletedPage'
  | 'MediaLibraryPage'
  | 'CanvaImporterPage';
const cmsPage = (name: CmsPage) => <RemotePage remote="cms" module="./pages" name={name} />;

function SettingsPageSlot() {
  const { page } = useParams();
  if (!isSettingsPage(page)) return <NotFound />;
  return <RemotePage remote="settings" module="./pages" name="SettingsPage" />;
}

/**
 * Every route of SPEC §2 (paths from @laurel/domain's `ROUTE_PATTERNS`), with lazy screens and the three layouts (utility, settings, app default). Rendered
 * by `useRoutes` under the declarative router (app/app-routes.tsx); the first screen's remote is loaded
 * before the first render (federation/warm-remote.ts), later ones are in the loaded module already.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { index: true, element: <Lazily component={RootRedirect} /> },
      // Utility layout; these routes skip the guard.
      {
        element: <Lazily component={UtilityLayout} />,
        children: [
          { path: P.login, element: <Lazily component={LoginPage} /> },
          { path: P.redirect, element: <Lazily component={RedirectPage} /> },
          { path: P.canvaRedirect, element: <Lazily component={CanvaRedirectPage} /> },
          { path: P.linkAccounts, element: <Lazily component={LinkAccountsPage} /> },
          { path: P.linkAccountsContinue, element: <Lazily component={LinkAccountsContinuePage} /> },
          { path: P.notFound, element: <NotFound /> },
        ],
      },
      // The cast player: full screen, no layout, no guard.
      { path: P.castScreen, element: <RemotePage remote="cast" module="./player" name="CastScreenPage" /> },
      // App default layout.
      {
        element: <AppLayout />,
        children: [
          {
            element: <RouteGuard access="public" />,
            children: [
              { path: P.home, element: publicPage('HomePage') },
              { path: P.categories, element: publicPage('CategoriesPage') },
              { path: P.subcategories, element: publicPage('SubCategoriesPage') },
              { path: P.category, element: publicPage('CategoryPage') },
              { path: P.entry, element: publicPage('EntryPage') },
            ],
          },
          {
            element: <RouteGuard access="cms" />,
            children: [
              { path: P.bulkCategoryEditor, element: cmsPage('BulkCategoryEditorPage') },
              { path: P.bulkRecordItemsEditor, element: cmsPage('BulkRecordItemsEditorPage') },
              { path: P.postRedirect, element: cmsPage('PostRedirectPage') },
            ],
          },
          {
            element: <RouteGuard access="admin" />,
            children: [
              { path: P.recentlyDeleted, element: cmsPage('RecentlyDeletedPage') },
              { path: P.mediaLibrary, element: cmsPage('MediaLibraryPage') },
              { path: P.canvaImporter, element: cmsPage('CanvaImporterPage') },
            ],
          },
        ],
      },
      // Settings layout (admin only).
      {
        path: P.settings,
        element: <Lazily component={SettingsLayout} />,
        children: [
          {
            element: <RouteGuard access="admin" />,
            children: [
              { index: true, element: <Navigate to="users" replace /> },
              { path: ':page', element: <SettingsPageSlot /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={loginPath(null)} replace /> },
    ],
  },
];
