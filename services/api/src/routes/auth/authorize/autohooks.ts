/** Signed-in users (the site check is the service's: members of the site's client). */
import { folderAccess } from '../../../plugins/app/authenticate';

export default folderAccess({ read: 'signed-in', write: 'signed-in' });
