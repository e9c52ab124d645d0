/** Site admins. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'admin', write: 'admin' });
