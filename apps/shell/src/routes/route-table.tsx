import { Navigate, useParams, type RouteObject } from 'react-router';
import { RootShell } from '../app/root-shell';
import { AppLayout } from '../layouts/app-layout';
import { PageLoading } from '../layouts/page-loading';
import { RemotePage } from '../federation/remote-page';
import { warmRemote } from '../federation/warm-remote';
import { NotFoundPage } from '../screens/not-found-page';
import { RouteGuard } from './route-guard';
import { RootRedirect } from './root-redirect';

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const utilityLayout = screen(() => import('../layouts/utility-layout'));
const settingsLayout = screen(() => import('../layouts/settings-layout'));

const warmPublicSite = warmRemote('public_site', './pages');
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

/** Every route of SPEC §2, with lazy screens and the three layouts (utility, settings, app default). */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <RootRedirect /> },
      // Utility layout; these routes skip the guard.
      {
        lazy: utilityLayout,
        children: [
          { path: 'login/:styleid?', lazy: screen(() => import('../screens/login/login-page')) },
          { path: 'redirect', lazy: screen(() => import('../screens/auth/redirect-page')) },
          { path: 'canva-redirect', lazy: screen(() => import('../screens/auth/canva-redirect-page')) },
          { path: 'auth/link-accounts', lazy: screen(() => import('../screens/auth/link-accounts-page')) },
          {
            path: 'auth/link-accounts/continue',
            lazy: async () => ({
              Component: (await import('../screens/auth/link-accounts-page')).LinkAccountsContinuePage,
            }),
          },
          { path: '404', element: <NotFoundPage /> },
        ],
      },
      // The cast player: full screen, no layout, no guard.
      {
        path: 'cast-screen/:screenId',
        element: <RemotePage remote="cast" module="./player" name="CastScreenPage" />,
        lazy: warmRemote('cast', './player'),
      },
      // App default layout.
      {
        element: <AppLayout />,
        children: [
          {
            element: <RouteGuard access="public" />,
            children: [
              { path: 'home/:styleid', element: publicPage('HomePage'), lazy: warmPublicSite },
              { path: 'categories/:styleid', element: publicPage('CategoriesPage'), lazy: warmPublicSite },
              {
                path: 'subcategories/:styleid/:categoryID',
                element: publicPage('SubCategoriesPage'),
                lazy: warmPublicSite,
              },
              { path: 'category/:styleid/:categoryID', element: publicPage('CategoryPage'), lazy: warmPublicSite },
              { path: 'entry/:styleid/:categoryID/:entryID', element: publicPage('EntryPage'), lazy: warmPublicSite },
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
        lazy: settingsLayout,
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
