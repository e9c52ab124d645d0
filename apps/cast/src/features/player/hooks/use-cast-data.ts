import { useCallback, useEffect, useMemo, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { CAST_DATA_REFRESH_MS, CAST_STYLING_REFRESH_MS, type CastPreview, type Site } from '@laurel/domain';
import {
  backoffDelay,
  useGetCastScreenQuery,
  useGetStylingQuery,
  useSiteEvents,
  type CastScreenReply,
} from '@laurel/api-client';
import { browserStorage } from '../../../lib/browser-storage';
import { forgetContent, loadSavedContent, saveContent } from '../lib/saved-content';
import { useCastPreviewScreenQuery } from '../api/preview-endpoints';

export type CastDataStatus = 'loading' | 'ready' | 'offline' | 'not-found';

export interface CastData {
  reply: CastScreenReply | null;
  styling: Site | null;
  status: CastDataStatus;
}

const statusOf = (error: unknown): number | string | undefined =>
  (error as { status?: number | string } | undefined)?.status;

/**
 * The screen (refreshed every 3 h) and the site styling (every 10 s), refreshed at once on the site's
 * change notices. A failed screen load is logged and retried with back-off; meanwhile the last content
 * (also kept in localStorage across reloads) keeps playing. A screen that no longer exists plays nothing.
 */
export function useCastData(screenId: string, preview: CastPreview | null = null): CastData {
  // A settings preview keeps nothing offline (it must not replace what the TV saved).
  const storage = preview ? undefined : browserStorage();
  const saved = useMemo(() => loadSavedContent(storage, screenId), [storage, screenId]);
  const screen = useGetCastScreenQuery(screenId, { pollingInterval: CAST_DATA_REFRESH_MS });
  const previewed = useCastPreviewScreenQuery(preview ? { screenId, categoryIds: preview.categoryIds } : skipToken);
  const notFound = screen.isError && statusOf(screen.error) === 404;
  const reply = notFound ? null : (previewed.currentData ?? screen.data ?? saved?.reply ?? null);
  const siteId = reply?.screen.siteID;
  const styling = useGetStylingQuery(siteId ?? skipToken, { pollingInterval: CAST_STYLING_REFRESH_MS });
  const site = styling.data ?? saved?.styling ?? null;

  const { refetch: refetchScreen, isUninitialized: screenIdle } = screen;
  const { refetch: refetchStyling, isUninitialized: stylingIdle } = styling;
  const refreshAll = useCallback(() => {
    if (!screenIdle) void refetchScreen();
    if (!stylingIdle) void refetchStyling();
  }, [refetchScreen, refetchStyling, screenIdle, stylingIdle]);
  useSiteEvents(siteId, refreshAll, null, 'cast');

  // Failed screen loads: log, then retry with back-off until the API answers again.
  const attempts = useRef(0);
  const failing = screen.isError && !notFound;
  useEffect(() => {
    attempts.current = 0;
  }, [screen.fulfilledTimeStamp]);
  useEffect(() => {
    if (!failing) return undefined;
    console.error(`Failed to load the cast screen ${screenId}`, screen.error);
    const timer = setTimeout(() => void refetchScreen(), backoffDelay(attempts.current));
    attempts.current += 1;
    return () => clearTimeout(timer);
  }, [failing, screen.error, refetchScreen, screenId]);

  // The styling answering again after a failure means the API is back: reload the screen at once.
  const stylingWasFailing = useRef(false);
  useEffect(() => {
    if (styling.isError) stylingWasFailing.current = true;
    else if (styling.isSuccess && stylingWasFailing.current && !styling.isFetching) {
      stylingWasFailing.current = false;
      if (screen.isError && !notFound) void refetchScreen();
    }
  }, [styling.isError, styling.isSuccess, styling.isFetching, screen.isError, notFound, refetchScreen]);

  useEffect(() => {
    if (screen.data) saveContent(storage, screenId, { reply: screen.data });
  }, [storage, screenId, screen.data]);
  useEffect(() => {
    if (styling.data) saveContent(storage, screenId, { styling: styling.data });
  }, [storage, screenId, styling.data]);
  useEffect(() => {
    if (notFound) forgetContent(storage, screenId);
  }, [storage, screenId, notFound]);

  const status: CastDataStatus = notFound
    ? 'not-found'
    : screen.isError || styling.isError
      ? 'offline'
      : reply
        ? 'ready'
        : 'loading';
  return { reply, styling: site, status };
}
