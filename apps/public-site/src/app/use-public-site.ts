import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useGetStylingQuery, type Session } from '@laurel/api-client';

/**
 * What every public page needs: the site id of the URL, the site's styling, and who is looking.
 * `cms` is the session's CMS mode (set by the shell, SPEC §4): pages then ask the API for the editing view.
 */
export function usePublicSite() {
  const { siteId = '' } = useParams();
  const session = useSelector((s: { session: Session }) => s.session);
  const styling = useGetStylingQuery(siteId, { skip: !siteId });
  const touchScreen = session.touchScreen;
  const cms = session.cmsMode;
  return {
    siteId,
    site: styling.data,
    stylingError: styling.error,
    touchScreen,
    cms,
    /** SPEC §2 redirect rules apply to public visitors: not signed in, or a touch screen. */
    isPublic: !session.isAuth || touchScreen,
  };
}
