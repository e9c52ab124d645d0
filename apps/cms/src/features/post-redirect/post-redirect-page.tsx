import { Navigate, useParams, useSearchParams } from 'react-router';
import { homePath, safeReturnPath } from '@laurel/domain';

/**
 * `/post-redirect/{siteId}` (signed in): where an editing flow that left the site (a design tool, a sign-in
 * step) comes back to: on to `?to=` when it is a path of this product (never another site's address), else
 * the site's Home.
 */
export default function PostRedirectPage() {
  const { siteId = '' } = useParams();
  const [query] = useSearchParams();
  return <Navigate to={safeReturnPath(query.get('to')) ?? homePath(siteId)} replace />;
}
