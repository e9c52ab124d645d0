import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { sessionActions, type RootState } from '@laurel/api-client';
import { ModalDialog } from './modal-dialog';

/**
 * Shows the session's server error (SPEC §8): a failed save, or a route that failed with 5xx. Closing it
 * goes back to the previous page when `returnToPreviousPage` is set (the page's data is fetched again).
 */
export function ServerErrorDialog() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { key } = useLocation();
  const error = useSelector((s: RootState) => s.session.serverError);
  const close = () => {
    dispatch(sessionActions.serverErrorSet(null));
    if (error?.returnToPreviousPage) {
      // The first page of a visit has the key 'default': there is nothing to go back to, so reload it.
      if (key !== 'default') navigate(-1);
      else window.location.reload();
    }
  };
  // no return: no button, and Escape or a tap beside the popup do not close it either
  const noReturn = error?.returnToPreviousPage === false && isNoReturn(error.message);
  return (
    <ModalDialog
      open={Boolean(error)}
      title="Something went wrong"
      tone="danger"
      onClose={noReturn ? () => undefined : close}
      actions={
        noReturn ? null : (
          <button type="button" className="shell-button shell-button--primary" onClick={close} autoFocus>
            Close
          </button>
        )
      }
    >
      <p>{error?.message}</p>
    </ModalDialog>
  );
}

/** A missing site on a kiosk is shown "without a return" (SPEC §8): no close button. */
const isNoReturn = (message: string) => message.startsWith('No document exists for siteID');
