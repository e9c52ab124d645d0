/**
 * Interaction constants of SPEC §9 used by the kiosk hooks.
 * Kept here so the hooks have their defaults; the values are those of SPEC §9.
 */
export const IDLE_ACTIVITY_EVENTS = ['keydown', 'mousedown', 'touchstart', 'mousemove', 'wheel'] as const;
export const TAP_MAX_MOVEMENT_PX = 10;
export const DOUBLE_TAP_WINDOW_MS = 300;
export const DOUBLE_TAP_SCALE = 3;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 5;
export const GALLERY_ZOOM_MAX = 10;
export const SWIPE_MIN_PX = 50;
export const SWIPE_WIDTH_RATIO = 0.1;
export const DEFAULT_RETURN_HOME_TIMEOUT_MS = 360000;
