import { useEffect, useRef } from 'react';
import { CAST_PREVIEW_READY, castPlayerPath, castPreviewMessage, type CastPreview } from '@laurel/domain';

/**
 * The real cast player (`/cast/{screenId}?preview=1`) in a 16:9 frame, fed the unsaved settings by
 * postMessage: the folders, switches and slide time of the screen being edited and the site's emergency
 * announcement as it would be after saving.
 */
export function CastPreviewFrame({
  screenId,
  name,
  preview,
}: {
  screenId: string;
  name: string;
  preview: CastPreview;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(preview);
  latest.current = preview;
  const send = () =>
    frame.current?.contentWindow?.postMessage(castPreviewMessage(latest.current), window.location.origin);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (
        e.origin === window.location.origin &&
        e.source === frame.current?.contentWindow &&
        e.data?.type === CAST_PREVIEW_READY
      )
        send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(send, [preview]);

  return (
    <div className="st-cast-preview">
      <div className="st-cast-preview__frame">
        <iframe
          ref={frame}
          key={screenId}
          src={castPlayerPath(screenId, { preview: true })}
          title={`Live preview of the cast screen ${name}`}
        />
      </div>
      <p className="st-field__hint">
        The real player with your unsaved changes. The TV itself changes when you save.{' '}
        <a href={castPlayerPath(screenId)} target="_blank" rel="noreferrer">
          Open this screen’s player
        </a>
      </p>
    </div>
  );
}
