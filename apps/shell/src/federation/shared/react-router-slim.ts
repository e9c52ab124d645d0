/**
 * The shared `react-router` singleton the shell provides to every remote: only the exports our apps use,
 * so the bundler drops the rest of the package (server rendering, RSC, cookies, sessions, the data router
 * and its helpers: we use the declarative router). Shared modules are otherwise shipped whole: this is ~35 KB gzip less on every
 * first load. `react-router-full` is an alias (rspack.config.ts) for the package's own ES module, so this
 * file is not itself swapped for the shared module. `shared-react-router.spec.ts` fails when an app or
 * lib imports a name missing here; add it to the list then.
 */
export {
  HashRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_createBrowserHistory,
  createSearchParams,
  generatePath,
  matchPath,
  unstable_HistoryRouter,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-full';
