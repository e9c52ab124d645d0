/** Site admins: pairing a screen makes it a screen of the site. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'admin', write: 'admin' });
