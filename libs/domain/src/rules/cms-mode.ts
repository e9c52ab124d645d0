import { ROUTE_PATTERNS, routeHeadOf } from './routes';

/** Pages that hide the editing chrome (SPEC §2 "CMS-only pages"): the bulk editors and recently deleted. */
const NO_CMS_ROUTE_HEADS: ReadonlySet<string> = new Set(
  [ROUTE_PATTERNS.bulkCategoryEditor, ROUTE_PATTERNS.bulkRecordItemsEditor, ROUTE_PATTERNS.recentlyDeleted].map(
    routeHeadOf,
  ),
);
export const isNoCmsPage = (pathname: string): boolean => NO_CMS_ROUTE_HEADS.has(routeHeadOf(pathname));

/** Viewports up to this width count as mobile (the phone layouts' breakpoint; SPEC §9 leaves it open). */
export const MOBILE_VIEWPORT_MAX_WIDTH_PX = 700;
export const MOBILE_VIEWPORT_QUERY = `(max-width: ${MOBILE_VIEWPORT_MAX_WIDTH_PX}px)`;

export interface CmsModeInput {
  /** Session `isAuth`. */
  signedIn: boolean;
  /** Session `showCMS`, the CMS flag (on once authorization succeeded). */
  cmsFlag: boolean;
  touchScreen: boolean;
  pathname: string;
  mobileViewport: boolean;
  online: boolean;
}

/**
 * SPEC §4: CMS mode is on only when all hold: signed in, CMS flag on, page not a no-CMS page, viewport not
 * mobile, browser online. A touch screen is never treated as signed in. The shell keeps the answer in the
 * session (`cmsMode`); pages read that value and never decide again.
 */
export function isCmsModeOn(input: CmsModeInput): boolean {
  const signedIn = input.signedIn && !input.touchScreen;
  return signedIn && input.cmsFlag && !isNoCmsPage(input.pathname) && !input.mobileViewport && input.online;
}
