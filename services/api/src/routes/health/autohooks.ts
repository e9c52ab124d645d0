/** Anyone (load balancers' liveness check). */
import { folderAccess } from '../../plugins/app/authenticate';

export default folderAccess({ read: 'public', write: 'public' });
