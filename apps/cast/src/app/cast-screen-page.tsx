import { useParams } from 'react-router';
import { CastPlayer } from '../features/player/components/cast-player';

/** The shell's /cast-screen/{screenId} route: the player for the screen named in the path. */
export function CastScreenPage() {
  const { screenId = '' } = useParams();
  return <CastPlayer key={screenId} screenId={screenId} />;
}
