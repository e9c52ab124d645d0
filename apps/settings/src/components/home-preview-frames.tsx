import { useEffect, useMemo, useRef } from 'react';
import { HOME_PREVIEW_READY, homePath, homePreviewMessage, PREVIEW_PARAM, type Site } from '@laurel/domain';
import { siteThemeColors } from '@laurel/theme/colors';

/** The two screens the preview shows, at their real size, drawn smaller. */
const SCREENS = [
  { id: 'kiosk', name: 'Kiosk', width: 1080, height: 1920, scale: 0.2 },
  { id: 'phone', name: 'Phone', width: 390, height: 844, scale: 0.46 },
] as const;

function HomeFrame({ site, screen }: { site: Site; screen: (typeof SCREENS)[number] }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(site);
  latest.current = site;
  const send = () =>
    frame.current?.contentWindow?.postMessage(homePreviewMessage(latest.current), window.location.origin);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (
        e.origin === window.location.origin &&
        e.source === frame.current?.contentWindow &&
        e.data?.type === HOME_PREVIEW_READY
      )
        send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(send, [site]);
  const { width, height, scale } = screen;
  return (
    <figure className="st-home-preview__screen" style={{ width: width * scale }}>
      <div className="st-home-preview__box" style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={frame}
          src={`${homePath(site.siteID)}?${PREVIEW_PARAM}=1`}
          title={`Home on a ${screen.name.toLowerCase()} (${width} × ${height}) with your unsaved settings`}
          width={width}
          height={height}
          tabIndex={-1}
          style={{ transform: `scale(${scale})` }}
          data-testid={`home-preview-${screen.id}`}
        />
      </div>
      <figcaption>
        {screen.name} · {width} × {height}
      </figcaption>
    </figure>
  );
}

/**
 * The real Home (the public site's page, as a visitor sees it) with the unsaved settings, on a portrait kiosk and
 * a phone: each frame opens `/home/{siteId}?preview=1` and is sent the draft site (its colours computed here with
 * `siteThemeColors`, the function the API uses) whenever a setting changes.
 */
export function HomePreviewFrames({ site }: { site: Site }) {
  const draft = useMemo(() => ({ ...site, themeColors: siteThemeColors(site) }), [site]);
  return (
    <div className="st-home-preview" role="group" aria-label="Home with your unsaved settings">
      {SCREENS.map((s) => (
        <HomeFrame key={s.id} site={draft} screen={s} />
      ))}
    </div>
  );
}
