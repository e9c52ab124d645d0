import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useGetStylingQuery, type RootState } from '@laurel/api-client';
import { formatScheduleWhen, loginPath, PREVIEW_AT_PARAM, siteTimeZone } from '@laurel/domain';
import { PageLoading } from '../layouts/page-loading';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The page's address without the preview time: the site as it is now (a full load, so no preview data stays). */
function useExitHref(): string {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(PREVIEW_AT_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * The mark of a page at a preview time (issue 29): the time in the site's zone, that visitors see the site as
 * it is now, and the way out. Nothing when the page shows the site as it is.
 */
function TimePreviewBanner() {
  const { previewAt, styleID, isAuth, ready } = useSelector((s: RootState) => s.session);
  const shown = !!previewAt && ready && isAuth;
  const { data: site } = useGetStylingQuery(styleID ?? '', { skip: !shown || !styleID });
  const exit = useExitHref();
  if (!shown) return null;
  const zone = siteTimeZone(site, browserZone());
  return (
    <div className="shell-time-preview" role="region" aria-label="Preview at a time">
      <p className="shell-time-preview__text" role="status">
        <strong>Preview</strong>: the site as visitors will see it on{' '}
        <time dateTime={previewAt}>{formatScheduleWhen(previewAt, zone)}</time> ({zone}). Only you see this; visitors
        see the site as it is now.
      </p>
      <a className="shell-time-preview__exit" href={exit}>
        Exit preview
      </a>
    </div>
  );
}

/**
 * The page of a preview time is for editors of the site: it waits for the sign-in, and says so instead of
 * showing the page to anyone else (the API refuses their reads too).
 */
function TimePreviewGate({ children }: { children: ReactNode }) {
  const { previewAt, styleID, isAuth, ready } = useSelector((s: RootState) => s.session);
  const { error } = useGetStylingQuery(styleID ?? '', { skip: !previewAt || !ready || !isAuth || !styleID });
  const exit = useExitHref();
  if (!previewAt) return <>{children}</>;
  if (!ready) return <PageLoading label="Checking your sign-in…" />;
  const refused = !isAuth || (error && 'status' in error && (error.status === 401 || error.status === 403));
  if (!refused) return <>{children}</>;
  return (
    <div className="shell-time-preview-refused" role="alert">
      <p>Only editors of this site can preview it at a time.</p>
      <p>
        {isAuth ? null : (
          <>
            <a href={loginPath(styleID)}>Sign in</a> ·{' '}
          </>
        )}
        <a href={exit}>See the site as it is now</a>
      </p>
    </div>
  );
}

/** A page at a preview time: the banner, then the page for editors (loaded only for such a page). */
export default function TimePreviewFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <TimePreviewBanner />
      <main id="main" className="shell-app__main">
        <TimePreviewGate>{children}</TimePreviewGate>
      </main>
    </>
  );
}
