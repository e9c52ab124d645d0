import { useState } from 'react';
import { Link } from 'react-router';
import { mediaLibraryPath, recentlyDeletedPath } from '@laurel/domain';
import { useIsAdmin } from '../../lib/use-is-admin';
import { SiteFileDialog } from '../site-file';
import { setPageToolsHost } from '../../lib/page-tools';

/** The admins' workrooms, one click from any page in editing mode: the media library, recently deleted and the site file. */
export function SiteTools({ siteId }: { siteId: string }) {
  const isAdmin = useIsAdmin();
  const [siteFile, setSiteFile] = useState(false);
  if (!isAdmin) return null;
  return (
    <nav className="cms-chrome__tools" aria-label="Site tools">
      {/* the page's own tools (Home: Edit home page) come first */}
      <span className="cms-chrome__page-tools" ref={setPageToolsHost} />
      <Link className="cms-chrome__tool" to={mediaLibraryPath(siteId)}>
        Media library
      </Link>
      <Link className="cms-chrome__tool" to={recentlyDeletedPath(siteId)}>
        Recently deleted
      </Link>
      <button type="button" className="cms-chrome__tool" onClick={() => setSiteFile(true)}>
        Site file
      </button>
      {siteFile ? <SiteFileDialog siteId={siteId} onClose={() => setSiteFile(false)} /> : null}
    </nav>
  );
}
