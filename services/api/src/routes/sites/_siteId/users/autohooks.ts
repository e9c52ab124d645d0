/** Site admins (only internal users grant or touch the internal role). */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'admin', write: 'admin' });
