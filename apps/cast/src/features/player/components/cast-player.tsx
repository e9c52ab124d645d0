import { useEffect, useMemo, type ReactNode } from 'react';
import { emergencyExpiry, type CastPreview } from '@laurel/domain';
import { customFontsStylesheetUrl, selfHostedFontsBaseUrl } from '@laurel/api-client';
import { useUntil } from '@laurel/screens';
import { addStylesheets, siteFontsStylesheetUrl } from '@laurel/theme';
import { CastStage } from './cast-stage';
import { useCastData } from '../hooks/use-cast-data';
import { useImageWidth } from '../hooks/use-image-width';
import { useShownSlide } from '../hooks/use-shown-slide';
import { useSlideshow } from '../hooks/use-slideshow';
import { buildSlides, resolveConfig } from '../../slides';
import { useNowInducted } from '../../now-inducted';
import { CastHealth } from '../../health';
import { EmergencyOverlay } from '../../emergency';
import { castLook } from '../../../lib/site-look';
import { preloadFontFaces } from '../../../lib/font-faces';
import { EmptyState } from '../../../components/empty-state';

const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The cast-screen slideshow for one screen: data, slides, timing, and what is on screen. `preview` (the
 * settings page's unsaved folders, switches, slide time and emergency announcement) replaces the saved ones.
 * `unknown` is shown instead when no cast screen has this id (the standalone TV's pairing code).
 */
export function CastPlayer({
  screenId,
  preview = null,
  unknown,
}: {
  screenId: string;
  preview?: CastPreview | null;
  unknown?: ReactNode;
}) {
  const { reply, styling: savedStyling, status } = useCastData(screenId, preview);
  const config = resolveConfig(preview?.config ?? reply?.screen.config);
  const styling = useMemo(
    () =>
      preview && savedStyling
        ? {
            ...savedStyling,
            castEmergencyAnnouncementEnabled: preview.emergency.enabled,
            castEmergencyAnnouncementText: preview.emergency.text,
            castEmergencyAnnouncementTheme: preview.emergency.theme,
          }
        : savedStyling,
    [preview, savedStyling],
  );
  // the site's fonts from our own origin (a TV opens the player on its own, without the shell that loads them)
  const fontsHref = styling ? siteFontsStylesheetUrl(styling, selfHostedFontsBaseUrl()) : null;
  const customHref = styling ? customFontsStylesheetUrl(styling.siteID, styling.customFonts) : null;
  useEffect(() => addStylesheets([fontsHref, customHref]), [fontsHref, customHref]);
  const imageWidth = useImageWidth();
  const categoryPage = styling?.categoryPage ?? null;
  const slides = useMemo(
    () =>
      reply
        ? buildSlides(
            { screen: reply.screen, categories: reply.categories },
            { origin: origin(), imageWidth, categoryPage },
          )
        : [],
    [reply, imageWidth, categoryPage],
  );
  // Rendered again when the announcement's expiry passes, so it leaves by itself.
  const now = useUntil(emergencyExpiry(styling));
  const look = castLook(styling, config, now);
  // Every face of the screen's fonts, before a slide first needs one (a reveal's title at its second).
  useEffect(() => preloadFontFaces([look.headingFont, look.bodyFont]), [look.headingFont, look.bodyFont]);
  // A class announced by its schedule plays once ("Now inducted", titled), then the screen's own slides again.
  const inducted = useNowInducted(
    screenId,
    reply,
    !!preview,
    { origin: origin(), imageWidth, categoryPage },
    config.timePerSlideInMs,
  );
  const playing = inducted?.slides ?? slides;
  const { index, displayedIndex } = useSlideshow(playing.length, config.timePerSlideInMs, inducted?.id);
  const { shown, readiness } = useShownSlide(playing, index, displayedIndex);

  const empty = status === 'not-found' || (reply !== null && playing.length === 0);
  if (status === 'not-found' && unknown) return unknown;
  return (
    <>
      {preview ? null : <CastHealth screenId={screenId} siteId={reply?.screen.siteID} emergency={!!look.emergency} />}
      <CastStage
        look={look}
        config={inducted ? { ...config, showTitle: true } : config}
        shown={empty ? { current: null, previous: null } : shown}
        readiness={readiness}
        state={{ index, displayedIndex, count: slides.length, status }}
        overlay={look.emergency ? <EmergencyOverlay text={look.emergency.text} theme={look.emergency.theme} /> : null}
      >
        {empty ? <EmptyState logo={look.logo} /> : shown.current ? null : <EmptyState logo={look.logo} loading />}
      </CastStage>
    </>
  );
}
