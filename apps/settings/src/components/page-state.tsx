import type { ReactNode } from 'react';
import type { Site } from '@laurel/domain';
import { useSettingsSite } from '../lib/use-settings-site';
import { apiErrorMessage } from '../lib/api-error';
import { PageSkeleton } from './page-skeleton';

/** Renders `children` with the site once its styling has loaded; a skeleton before, a clear message on failure. */
export function WithSite({ children }: { children: (site: Site, siteId: string) => ReactNode }) {
  const { site, siteId, isError, error } = useSettingsSite();
  if (isError)
    return (
      <div className="st-page">
        <p className="st-notice st-notice--error" role="alert">
          The site’s settings could not be loaded: {apiErrorMessage(error)}
        </p>
      </div>
    );
  if (!site) return <PageSkeleton />;
  return <>{children(site, siteId)}</>;
}
