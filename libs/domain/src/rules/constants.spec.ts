import {
  BULK_DELETE_CHUNK_SIZE,
  BULK_MAX_PARALLEL_CHUNKS,
  BULK_PATCH_CHUNK_SIZE,
  CAST_DATA_REFRESH_MS,
  CAST_STYLING_REFRESH_MS,
  DEFAULT_RETURN_HOME_TIMEOUT_MS,
  IDLE_EVENTS,
  MEDIA_PAGE_SIZE,
  clampZoom,
  isSuccessStatus,
  isTapMovement,
  swipeThreshold,
} from './constants';
import { entryPathNotFound, invalidPage, pathNotFound } from './messages';

describe('constants', () => {
  it('carries the limits of SPEC §9', () => {
    expect([BULK_PATCH_CHUNK_SIZE, BULK_DELETE_CHUNK_SIZE, BULK_MAX_PARALLEL_CHUNKS]).toEqual([150, 50, 10]);
    expect(DEFAULT_RETURN_HOME_TIMEOUT_MS).toBe(6 * 60 * 1000);
    expect(CAST_DATA_REFRESH_MS).toBe(3 * 60 * 60 * 1000);
    expect(CAST_STYLING_REFRESH_MS).toBe(10_000);
    expect(MEDIA_PAGE_SIZE).toBe(24);
    expect(IDLE_EVENTS).toHaveLength(5);
    expect(IDLE_EVENTS).toEqual(expect.arrayContaining(['keydown', 'mousedown', 'touchstart', 'mousemove']));
  });

  it('treats 200–299 as success only', () => {
    expect([199, 200, 201, 299, 300, 404].map(isSuccessStatus)).toEqual([false, true, true, true, false, false]);
  });

  it('uses the larger of 50 px or 10% of the width as swipe threshold', () => {
    expect(swipeThreshold(390)).toBe(50);
    expect(swipeThreshold(1920)).toBe(192);
    expect(swipeThreshold(Number.NaN)).toBe(50);
  });

  it('counts a touch as a tap below 10 px of movement', () => {
    expect(isTapMovement(6, 7)).toBe(true);
    expect(isTapMovement(6, 8)).toBe(false);
  });

  it('clamps zoom to 1–5, or 1–10 in the gallery', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(7)).toBe(5);
    expect(clampZoom(7, true)).toBe(7);
    expect(clampZoom(12, true)).toBe(10);
  });

  it('formats the messages with their parameters', () => {
    expect(entryPathNotFound('/entry/x')).toBe('Entry path /entry/x not found.');
    expect(invalidPage('foo')).toBe('Invalid page foo.');
    expect(pathNotFound('home', 'colors', 'custom', 'banner')).toBe('Path home colors custom banner cannot be found.');
  });
});
