import { useParams } from 'react-router';
import { CastPlayer, PlayerBoundary } from '../features/player';

/** The shell's /cast-screen/{screenId} route: the player for the screen named in the path. */
export function CastScreenPage() {
  const { screenId = '' } = useParams();
  return (
    <PlayerBoundary key={screenId}>
      <CastPlayer screenId={screenId} />
    </PlayerBoundary>
  );
}
