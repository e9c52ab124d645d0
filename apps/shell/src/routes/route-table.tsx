import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { RootShell } from '../app/root-shell';
import { AppLayout } from '../layouts/app-layout';
import { PageLoading } from '../layouts/page-loading';
import { RemotePage } from '../federation/remote-page';
import { NotFoundPage } from '../screens/not-found-page';
import { RouteGuard } from './route-guard';
import { RootRedirect } from './root-redirect';

/** A screen or layout loaded on first use, with the calm loading state while its code arrives. */
function Lazily({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}
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

const SETTINGS = new Set(['users', 'fonts', 'seo', 'analytics', 'site-analytics', 'rocketcast', 'general']);
function SettingsPageSlot() {
  const { page } = useParams();
  if (!page || !SETTINGS.has(page)) return <NotFoundPage />;
  return <RemotePage remote="settings" module="./pages" name="SettingsPage" />;
}

/**
 * Every route of SPEC §2, with lazy screens and the three layouts (utility, settings, app default). Rendered
 * by `useRoutes` under the declarative router (app/app-routes.tsx); the first screen's remote is loaded
 * before the first render (federation/warm-remote.ts), later ones are in the loaded module already.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { index: true, element: <RootRedirect /> },
      // Utility layout; these routes skip the guard.
      {
        element: <Lazily component={UtilityLayout} />,
        children: [
          { path: 'login/:styleid?', element: <Lazily component={LoginPage} /> },
          { path: 'redirect', element: <Lazily component={RedirectPage} /> },
          { path: 'canva-redirect', element: <Lazily component={CanvaRedirectPage} /> },
          { path: 'auth/link-accounts', element: <Lazily component={LinkAccountsPage} /> },
          { path: 'auth/link-accounts/continue', element: <Lazily component={LinkAccountsContinuePage} /> },
          { path: '404', element: <NotFoundPage /> },
        ],
      },
      // The cast player: full screen, no layout, no guard.
      {
        path: 'cast-screen/:screenId',
        element: <RemotePage remote="cast" module="./player" name="CastScreenPage" />,
      },
      // App default layout.
      {
        element: <AppLayout />,
        children: [
          {
            element: <RouteGuard access="public" />,
            children: [
              { path: 'home/:styleid', element: publicPage('HomePage') },
              { path: 'categories/:styleid', element: publicPage('CategoriesPage') },
              {
                path: 'subcategories/:styleid/:categoryID',
                element: publicPage('SubCategoriesPage'),
              },
              { path: 'category/:styleid/:categoryID', element: publicPage('CategoryPage') },
              { path: 'entry/:styleid/:categoryID/:entryID', element: publicPage('EntryPage') },
            ],
          },
          {
            element: <RouteGuard access="cms" />,
            children: [
              { path: 'bulkCategoryEditor/:styleid/:categoryID', element: cmsPage('BulkCategoryEditorPage') },
              {
                path: 'bulkRecordItemsEditor/:styleid/:categoryID/:recordCollectionID',
                element: cmsPage('BulkRecordItemsEditorPage'),
              },
              { path: 'post-redirect/:styleid', element: cmsPage('PostRedirectPage') },
            ],
          },
          {
            element: <RouteGuard access="admin" />,
            children: [
              { path: 'recentlyDeleted/:styleid', element: cmsPage('RecentlyDeletedPage') },
              { path: 'mediaLibrary/:styleid', element: cmsPage('MediaLibraryPage') },
              { path: 'canvaImporter/:styleid', element: cmsPage('CanvaImporterPage') },
            ],
          },
        ],
      },
      // Settings layout (admin only).
      {
        path: 'settings/:styleid',
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
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];
