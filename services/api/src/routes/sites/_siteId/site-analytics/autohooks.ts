/** Site admins read the monitoring service's figures for their site. */
import { folderAccess } from '../../../../plugins/app/authenticate';

export default folderAccess({ read: 'admin', write: 'admin' });
