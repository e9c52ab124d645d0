/** Business constants and limits of SPEC §9 (and the few of §4/§7 the front ends and API share). */

/** Bulk patch requests carry at most this many documents. */
export const BULK_PATCH_CHUNK_SIZE = 150;
/** Bulk delete requests carry at most this many ids. */
export const BULK_DELETE_CHUNK_SIZE = 50;
/** At most this many bulk chunks run in parallel. */
export const BULK_MAX_PARALLEL_CHUNKS = 10;
/** Debounced saves wait this long after the last change. */
export const SAVE_DEBOUNCE_MS = 2000;

/** Successful HTTP status range (inclusive). */
export const SUCCESS_STATUS_MIN = 200;
export const SUCCESS_STATUS_MAX = 299;
export const isSuccessStatus = (status: number): boolean =>
  Number.isInteger(status) && status >= SUCCESS_STATUS_MIN && status <= SUCCESS_STATUS_MAX;

/**
 * User-activity events that reset the idle timer. SPEC names four and leaves the fifth open;
 * we chose 'wheel' (see docs/decisions.md): scrolling a long list with a mouse or trackpad is activity.
 */
export const IDLE_EVENTS = ['keydown', 'mousedown', 'touchstart', 'mousemove', 'wheel'] as const;

/** A kiosk returns home after this long without activity unless the site sets its own value. */
export const DEFAULT_RETURN_HOME_TIMEOUT_MS = 360_000;

/** Cast screens. */
export const CAST_DATA_REFRESH_MS = 10_800_000;
export const CAST_STYLING_REFRESH_MS = 10_000;
export const DEFAULT_SLIDE_TIME_MS = 5000;
export const CAST_DISPLAY_INDEX_LAG_MS = 1000;
export const DEFAULT_ACCENT_COLOR = '#f3f3f3';
export const DEFAULT_EMERGENCY_THEME = 'critical' as const;

/** Colours (the theme library derives shades from these). */
export const DEFAULT_PRIMARY_COLOR = 'rgba(21,44,83,1)';
export const LIGHT_SHADE_LUMINANCE = 0.85;
export const DARK_SHADE_DARKEN = 1.85;

/** Touch. */
export const DOUBLE_TAP_WINDOW_MS = 300;
/** A touch counts as a tap while it moved less than this (px). */
export const TAP_MAX_MOVEMENT_PX = 10;
export const ZOOM_MIN_SCALE = 1;
export const ZOOM_MAX_SCALE = 5;
export const GALLERY_ZOOM_MAX_SCALE = 10;
export const DOUBLE_TAP_ZOOM_SCALE = 3;
export const SWIPE_MIN_THRESHOLD_PX = 50;
export const SWIPE_WIDTH_FRACTION = 0.1;
/** A swipe must travel the larger of 50 px or 10% of the width. */
export const swipeThreshold = (widthPx: number): number =>
  Math.max(SWIPE_MIN_THRESHOLD_PX, (Number.isFinite(widthPx) && widthPx > 0 ? widthPx : 0) * SWIPE_WIDTH_FRACTION);
/** True when a touch that moved by (dx, dy) px still counts as a tap. */
export const isTapMovement = (dx: number, dy: number): boolean => Math.hypot(dx, dy) < TAP_MAX_MOVEMENT_PX;
/** Clamp a zoom scale to the allowed range (the gallery allows up to 10). */
export const clampZoom = (scale: number, gallery = false): number =>
  Math.min(
    gallery ? GALLERY_ZOOM_MAX_SCALE : ZOOM_MAX_SCALE,
    Math.max(ZOOM_MIN_SCALE, Number.isFinite(scale) ? scale : ZOOM_MIN_SCALE),
  );

/** Media library. */
export const MEDIA_PAGE_SIZE = 24;

/** Placeholder names. */
export const NEW_PROFILE_NAME = 'NEW PROFILE';
export const NEW_FOLDER_NAME = 'NEW FOLDER';
export const RESTORED_PROFILES_NAME = 'Restored Profiles';
export const NEW_RECORD_NAME = 'New Record';
export const NEW_COLUMN_NAME = 'New Column';
export const NEW_CAST_SCREEN_NAME = 'New cast screen';
/** Folders with these names are never shown publicly. */
export const HIDDEN_FOLDER_NAMES: readonly string[] = [NEW_FOLDER_NAME, RESTORED_PROFILES_NAME];

/** The font of a new site (each of font, font2, font3). */
export const DEFAULT_FONT = 'Roboto';
/** The home page's start button of a new site. */
export const DEFAULT_START_BUTTON_TEXT = 'Touch to start';

/** Valid font family selectors (font, font2, font3). */
export const FONT_FAMILY_INDEXES = [1, 2, 3] as const;
export type FontFamilyIndex = (typeof FONT_FAMILY_INDEXES)[number];
/** Page fonts load from the fonts web service in these weights. */
export const FONT_WEIGHTS = [400, 700] as const;
