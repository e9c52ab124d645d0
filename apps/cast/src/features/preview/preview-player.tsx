import { CastPlayer } from '../player';
import { usePreviewMessages } from './use-preview-messages';

/** The real player, fed the settings page's unsaved screen settings and emergency announcement. */
export function PreviewPlayer({ screenId }: { screenId: string }) {
  const preview = usePreviewMessages();
  return <CastPlayer screenId={screenId} preview={preview} />;
}
