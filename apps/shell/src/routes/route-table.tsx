import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import {
  isSettingsPage,
  loginPath,
  REMOTE_PAGES,
  ROUTE_PATTERNS as P,
  SETTINGS_PAGES,
  type PageContract,
  type RemotePageRef,
} from '@laurel/domain';
import { RootShell } from '../app/root-shell';
import { AppLayout } from '../layouts/app-layout';
import { PageLoading } from '../layouts/page-loading';
import { ContractPage } from '../federation/remote-page';
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

/** Routes behind the guard of their access level (`none`: no guard). */
const guarded = (access: RemotePageRef['access'], children: RouteObject[]): RouteObject[] =>
  access === 'none' ? children : [{ element: <RouteGuard access={access} />, children }];

/** The remotes' pages of one layout (their contracts in @laurel/domain), one guarded group per access level. */
const pagesIn = (layout: PageContract['layout']): RouteObject[] =>
  (['public', 'cms', 'admin', 'none'] as const).flatMap((access) => {
    const pages = REMOTE_PAGES.filter((page) => page.layout === layout && page.access === access);
    const routes = pages.map((page) => ({ path: P[page.route], element: <ContractPage page={page} /> }));
    return routes.length ? guarded(access, routes) : [];
  });

/** A settings page of the URL (`/settings/{siteId}/{page}`), else NotFound. */
function SettingsPageSlot({ page }: { page: RemotePageRef }) {
  const { page: name } = useParams();
  if (!isSettingsPage(name)) return <NotFound />;
  return <ContractPage page={page} />;
}

/** The settings layout's page: `/settings/{site}` opens the first settings page, `/settings/{site}/{page}` that one. */
const settingsRoutes = REMOTE_PAGES.filter((page) => page.layout === 'settings').map((page): RouteObject => ({
  path: P[page.route],
  element: <Lazily component={SettingsLayout} />,
  children: guarded(page.access, [
    { index: true, element: <Navigate to={SETTINGS_PAGES[0]} replace /> },
    { path: ':page', element: <SettingsPageSlot page={page} /> },
  ]),
}));

/**
 * Every route of SPEC §2 (paths from @laurel/domain's `ROUTE_PATTERNS`), with lazy screens and the three layouts
 * (utility, settings, app default). The remotes' pages, guards and layouts come from their contracts
 * (`REMOTE_PAGES`); the shell's own screens are listed here. Rendered
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
      // Full screen, no layout, no guard: the cast player.
      ...pagesIn('full-screen'),
      // App default layout: public, editing (cmsOnly) and admin pages.
      { element: <AppLayout />, children: pagesIn('app') },
      // Settings layout (admin only).
      ...settingsRoutes,
      { path: '*', element: <Navigate to={loginPath(null)} replace /> },
    ],
  },
];
