/** SPEC §9 interaction constants, from @laurel/domain, under the names the kiosk hooks use (not exported by the package). */
export {
  IDLE_EVENTS as IDLE_ACTIVITY_EVENTS,
  TAP_MAX_MOVEMENT_PX,
  DOUBLE_TAP_WINDOW_MS,
  DOUBLE_TAP_ZOOM_SCALE as DOUBLE_TAP_SCALE,
  ZOOM_MIN_SCALE as ZOOM_MIN,
  ZOOM_MAX_SCALE as ZOOM_MAX,
  GALLERY_ZOOM_MAX_SCALE as GALLERY_ZOOM_MAX,
  DEFAULT_RETURN_HOME_TIMEOUT_MS,
  swipeThreshold,
} from '@laurel/domain';
