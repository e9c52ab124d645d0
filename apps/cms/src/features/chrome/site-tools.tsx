import { Link } from 'react-router';
import { mediaLibraryPath, recentlyDeletedPath } from '@laurel/domain';
import { useIsAdmin } from '../home/use-is-admin';

/** The admins' workrooms, one click from any page in editing mode: the media library and recently deleted. */
export function SiteTools({ siteId }: { siteId: string }) {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <nav className="cms-chrome__tools" aria-label="Site tools">
      <Link className="cms-chrome__tool" to={mediaLibraryPath(siteId)}>
        Media library
      </Link>
      <Link className="cms-chrome__tool" to={recentlyDeletedPath(siteId)}>
        Recently deleted
      </Link>
    </nav>
  );
}
