import { Suspense } from 'react';
import { useParams } from 'react-router';
import { isSettingsPage } from '@laurel/domain';
import { SETTINGS_PAGE_COMPONENTS } from './page-registry';
import { PageSkeleton } from '../components/page-skeleton';
import './settings.css';

/**
 * `/settings/{siteId}/{page}`: the admin page the URL names. The shell has already checked that the user is
 * an admin of this site and that the page exists; each page loads what SPEC §2 says it needs.
 */
export function SettingsPage() {
  const { siteId, page } = useParams();
  if (!siteId || !isSettingsPage(page)) return null;
  const Page = SETTINGS_PAGE_COMPONENTS[page];
  return (
    <div className="st-root">
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </div>
  );
}
