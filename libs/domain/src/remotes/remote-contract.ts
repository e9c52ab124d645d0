import type { ROUTE_PATTERNS } from '../rules/routes';

/** A route of SPEC §2 by its name in `ROUTE_PATTERNS`. */
export type RouteName = keyof typeof ROUTE_PATTERNS;

/** Who may open a route group: everyone, signed-in editors (cmsOnly), or site admins (SPEC §2 guards). */
export type RouteAccess = 'public' | 'cms' | 'admin';

/** A page a remote exposes and the shell routes to. */
export interface PageContract {
  /** Its path pattern (`ROUTE_PATTERNS[route]`). */
  route: RouteName;
  /** Its guard; `none`: it skips the guard (the cast player: full screen, its own pairing). */
  access: RouteAccess | 'none';
  /** The shell's layout around it: the app's default, the settings layout, or none (full screen). */
  layout: 'app' | 'settings' | 'full-screen';
}

/**
 * What one remote exposes to the shell: each Module Federation module (`./pages`), and in it the page
 * components the shell routes to, by export name. Exports that are not pages (the cms's edit controls, the
 * public site's preloaders) are typed with the React types in `@laurel/ui` (remote-modules.ts).
 */
export interface RemoteContract {
  /** Its name on the "not available" screen ("Editing is not available right now"). */
  title: string;
  modules: Readonly<Record<string, Readonly<Record<string, PageContract>>>>;
  /** The labels the shell's navigation shows for the pages under its route (the settings pages). */
  labels?: Readonly<Record<string, string>>;
}
