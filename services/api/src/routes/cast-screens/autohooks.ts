/** Anyone reads a screen (the player runs signed out); a change needs a signed-in admin of the screen's site (checked by the service: the URL has no site). */
import { folderAccess } from '../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'signed-in' });
