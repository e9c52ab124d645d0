import { useParams } from 'react-router';
import { CastPlayer } from '../features/player/components/cast-player';
import { PlayerBoundary } from '../features/player/components/player-boundary';

/** The shell's /cast-screen/{screenId} route: the player for the screen named in the path. */
export function CastScreenPage() {
  const { screenId = '' } = useParams();
  return (
    <PlayerBoundary key={screenId}>
      <CastPlayer screenId={screenId} />
    </PlayerBoundary>
  );
}
