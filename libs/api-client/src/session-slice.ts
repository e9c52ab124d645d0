import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthorizeResult, SessionState } from '@laurel/domain';

/**
 * SPEC §3 session state (SPEC's field names: `styleID` is the active site id), plus the access token of the
 * built-in sign-in and the CMS mode the shell works out.
 */
export interface Session extends SessionState {
  accessToken: string | null;
  /** True while any CMS call runs; blocks navigation (SPEC §4). */
  saving: boolean;
  pendingSaves: number;
  /** True once start-up (token refresh, authorization) has finished: guards wait for it. */
  ready: boolean;
  /** The folders the signed-in user may edit (`*` = all), from the authorization reply. */
  editableCategories: string[];
  /**
   * CMS mode is on: the SPEC §4 rule (`isCmsModeOn` in @laurel/domain), kept up to date by the shell. Pages
   * read this one value; they never combine isAuth, showCMS and touchScreen themselves.
   */
  cmsMode: boolean;
  /**
   * Where the product runs as the live service, and the provider's marketing site (SPEC §8; `/config.json`);
   * null until the shell has read it.
   */
  hosting: Hosting | null;
  /** Changes an editor made that the server has not accepted (failed saves waiting for a retry). */
  unsavedChanges: number;
  /**
   * The page shows the site as it will be at this time (`?previewAt=`, issue 29; ISO), or null. Fixed for a
   * page load: every public read then asks for that time (base-query/preview-reads.ts), and CMS mode is off.
   */
  previewAt: string | null;
}

export interface Hosting {
  /** Host name of the production site (e.g. `halls.example.com`); null: not configured. */
  productionHost: string | null;
  /** Where a browser goes when a site does not exist on the production host; null: not configured. */
  marketingUrl: string | null;
}

const initialSession: Session = {
  userEmail: null,
  clientID: null,
  styleID: null,
  isAdmin: false,
  isInternal: false,
  hasSignedAgreements: false,
  siteIds: [],
  showCMS: false,
  touchScreen: false,
  isAuth: false,
  organizationName: null,
  serverError: null,
  accessToken: null,
  saving: false,
  pendingSaves: 0,
  ready: false,
  editableCategories: [],
  cmsMode: false,
  hosting: null,
  unsavedChanges: 0,
  previewAt: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    signedIn(state, action: PayloadAction<{ accessToken: string; email: string; clientID: string }>) {
      state.accessToken = action.payload.accessToken;
      state.userEmail = action.payload.email;
      state.clientID = action.payload.clientID;
      state.isAuth = !state.touchScreen;
    },
    authorized(state, action: PayloadAction<AuthorizeResult>) {
      state.isAdmin = action.payload.isSiteAdmin;
      state.isInternal = action.payload.isInternal;
      state.hasSignedAgreements = action.payload.hasSignedAgreements;
      state.organizationName = action.payload.organizationName;
      state.clientID = action.payload.clientID;
      // Admins and internal users edit every folder (SPEC §6); editors the folders in their list.
      state.editableCategories = action.payload.role === 'editor' ? (action.payload.categories ?? []) : ['*'];
      state.showCMS = !state.touchScreen;
    },
    /** SPEC §8: authorization failure at start-up — logged, CMS off, the user stays a visitor. */
    authorizationFailed(state) {
      state.isAdmin = false;
      state.isInternal = false;
      state.showCMS = false;
      state.isAuth = false;
      state.accessToken = null;
    },
    signedOut(state) {
      return {
        ...initialSession,
        styleID: state.styleID,
        touchScreen: state.touchScreen,
        ready: state.ready,
        hosting: state.hosting,
        previewAt: state.previewAt,
      };
    },
    agreementsSigned(state) {
      state.hasSignedAgreements = true;
    },
    siteIdsLoaded(state, action: PayloadAction<string[]>) {
      state.siteIds = action.payload;
    },
    siteIdSet(state, action: PayloadAction<string | null>) {
      state.styleID = action.payload;
    },
    touchScreenSet(state, action: PayloadAction<boolean>) {
      state.touchScreen = action.payload;
      if (action.payload) {
        state.isAuth = false;
        state.showCMS = false;
      }
    },
    /** The CMS flag; whether CMS mode is on follows from it and more (`cmsModeSet`). */
    showCmsSet(state, action: PayloadAction<boolean>) {
      state.showCMS = action.payload;
    },
    previewAtSet(state, action: PayloadAction<string | null>) {
      state.previewAt = action.payload;
    },
    cmsModeSet(state, action: PayloadAction<boolean>) {
      state.cmsMode = action.payload;
    },
    unsavedChangesSet(state, action: PayloadAction<number>) {
      state.unsavedChanges = action.payload;
    },
    serverErrorSet(state, action: PayloadAction<Session['serverError']>) {
      state.serverError = action.payload;
    },
    hostingSet(state, action: PayloadAction<Hosting>) {
      state.hosting = action.payload;
    },
    sessionReady(state) {
      state.ready = true;
    },
    saveStarted(state) {
      state.pendingSaves += 1;
      state.saving = true;
    },
    saveFinished(state) {
      state.pendingSaves = Math.max(0, state.pendingSaves - 1);
      state.saving = state.pendingSaves > 0;
    },
  },
});

export const sessionActions = sessionSlice.actions;

/**
 * A window event the shell sends when an editor tries to leave (a held navigation, the page unloading): the cms
 * remote sends its waiting debounced saves at once, so leaving waits for the save itself, not for the debounce.
 */
export const LEAVING_EVENT = 'laurel:leaving';
