import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useGetStylingQuery, type Session } from '@laurel/api-client';

/**
 * What every public page needs: the site id of the URL, the site's styling, and who is looking.
 * `cms` asks the API for the editing view (only honoured for a signed-in editor, never on a touch screen).
 */
export function usePublicSite() {
  const { styleid = '' } = useParams();
  const session = useSelector((s: { session: Session }) => s.session);
  const styling = useGetStylingQuery(styleid, { skip: !styleid });
  const touchScreen = session.touchScreen;
  const cms = session.isAuth && session.showCMS && !touchScreen;
  return {
    styleid,
    site: styling.data,
    stylingError: styling.error,
    touchScreen,
    cms,
    /** SPEC §2 redirect rules apply to public visitors: not signed in, or a touch screen. */
    isPublic: !session.isAuth || touchScreen,
  };
}
